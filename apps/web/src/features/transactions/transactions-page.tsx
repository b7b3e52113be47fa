/**
 * Transaksi (/apps/transactions): every entry across the cash books, filtered by what the URL
 * says, with the filter's totals, bulk actions, exports and bank-statement imports.
 */
import { Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EntryFilter } from '@usaha/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cashbooksQuery } from '../../api/cashbooks.queries';
import { categoriesQuery } from '../../api/categories.queries';
import { entriesInfiniteQuery } from '../../api/entries.queries';
import { makeLookup } from '../../components/entry-parts';
import { EntryTotals } from '../../components/entry-totals';
import { IconFileImport, IconFilterOff, IconReceipt } from '../../components/icons';
import { Notice, type NoticeValue, useRouteNotice, warningOf } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { businessToday, useBusiness, useCan } from '../../lib/business';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { BulkBar } from './components/bulk-bar';
import { EntryFilters } from './components/entry-filters';
import { EntryStack } from './components/entry-stack';
import { EntryTable } from './components/entry-table';
import { ExportMenu } from './components/export-menu';
import { RecentImports } from './components/recent-imports';
import { useSelection } from './components/use-selection';
import { countEntryFilters, useEntryFilters } from './use-entry-filters';

/** The statement import opens on demand: its code is not part of the list's first load. */
const ImportWizard = lazy(() =>
  import('./import/import-wizard').then((module) => ({ default: module.ImportWizard })),
);

export function TransactionsPage() {
  const { t } = useTranslation(['transactions', 'errors']);
  const { filters, setFilters, clearFilters } = useEntryFilters();
  const { currency, timezone } = useBusiness();
  const today = businessToday(timezone);
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const can = {
    update: useCan('transaction.update'),
    remove: useCan('transaction.delete'),
    import: useCan('transaction.import'),
    export: useCan('transaction.export'),
  };
  const [importing, setImporting] = useState(false);
  const wizardWanted = useOpenedOnce(importing);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [routeNotice, clearRouteNotice] = useRouteNotice();

  const books = useQuery(cashbooksQuery(true));
  const categories = useQuery(categoriesQuery({ includeArchived: true }));
  const pages = useInfiniteQuery(entriesInfiniteQuery(filters));
  const entries = useMemo(() => pages.data?.pages.flatMap((page) => page.data) ?? [], [pages.data]);
  const totals = pages.data?.pages[0]?.totals;
  const lookup = useMemo(
    () => makeLookup(books.data?.books ?? [], categories.data ?? []),
    [books.data, categories.data],
  );
  const selection = useSelection();
  const filterKey = JSON.stringify(filters);
  const clearSelection = selection.clear;
  // Another filter shows other rows: a bulk action must never touch rows that left the screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filters.
  useEffect(() => clearSelection(), [filterKey, clearSelection]);

  const filtered = countEntryFilters(filters) > 0;
  const openBooks = (books.data?.books ?? []).filter((book) => !book.archived);
  const showRunning =
    Boolean(filters.cashbook_id) && entries.some((entry) => entry.running_balance !== null);

  function showImported(cashbookId: string) {
    setImporting(false);
    setFilters({ cashbook_id: cashbookId, source: 'import' } satisfies EntryFilter);
  }

  return (
    <Stack gap="md" maw={1200}>
      <title>{t('metaTitle')}</title>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            {can.import && (
              <Button
                leftSection={<IconFileImport size={18} aria-hidden="true" />}
                onClick={() => setImporting(true)}
              >
                {t('import.open')}
              </Button>
            )}
            {can.export && (
              <ExportMenu filters={filters} onError={(error) => setNotice(warningOf(t, error))} />
            )}
          </>
        }
      />
      {routeNotice && !notice && <Notice notice={routeNotice} onClose={clearRouteNotice} />}
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      <EntryFilters
        filters={filters}
        onChange={setFilters}
        onClear={clearFilters}
        books={books.data?.books ?? []}
        categories={categories.data ?? []}
        today={today}
      />
      {pages.isError ? null : (
        <EntryTotals totals={totals} fallbackCurrency={currency} loading={pages.isPending} />
      )}
      <BulkBar
        selection={selection}
        entries={entries}
        categories={categories.data ?? []}
        canUpdate={can.update}
        canDelete={can.remove}
        onDone={(text) => setNotice({ kind: 'success', text })}
      />
      {pages.isPending ? (
        <ListSkeleton rows={5} height={56} />
      ) : pages.isError ? (
        <LoadError error={pages.error} onRetry={() => void pages.refetch()} />
      ) : entries.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={IconFilterOff}
            title={t('empty.filteredTitle')}
            body={t('empty.filteredBody')}
            action={
              <Button variant="default" onClick={clearFilters}>
                {t('common:clearFilters')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={IconReceipt}
            title={t('empty.title')}
            body={t('empty.body')}
            action={
              <Button component={Link} to="/apps/cashbook">
                {t('empty.action')}
              </Button>
            }
          />
        )
      ) : wide ? (
        <EntryTable
          entries={entries}
          lookup={lookup}
          selection={selection}
          showRunningBalance={showRunning}
        />
      ) : (
        <EntryStack entries={entries} lookup={lookup} selection={selection} />
      )}
      {pages.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          mx="auto"
        >
          {t('list.loadMore')}
        </Button>
      )}
      <RecentImports books={lookup.books} canUndo={can.import} timeZone={timezone} />
      {wizardWanted && (
        <Suspense fallback={null}>
          <ImportWizard
            opened={importing}
            onClose={() => setImporting(false)}
            books={openBooks}
            initialCashbookId={filters.cashbook_id}
            canUndo={can.import}
            onShowEntries={showImported}
          />
        </Suspense>
      )}
    </Stack>
  );
}
