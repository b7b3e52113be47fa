/**
 * Faktur (/apps/invoice): the invoices, filtered by what the URL says, with the filter's totals per
 * currency, a page at a time; and the recurring invoices as a second tab (`?tab=recurring`).
 */
import { Button, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { downloadInvoices } from '../../api/exports.api';
import { invoicesInfiniteQuery } from '../../api/invoices.queries';
import { IconFileInvoice, IconPlus } from '../../components/icons';
import { Notice, type NoticeValue, useRouteNotice, warningOf } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PagedList } from '../../components/paged-list';
import { TableExportMenu } from '../../components/table-export-menu';
import { businessToday, useBusiness, useCan } from '../../lib/business';
import { currentLanguage } from '../../lib/i18n';
import { InvoiceFilters } from './components/invoice-filters';
import { InvoiceListTotals } from './components/invoice-list-totals';
import { InvoiceCards, InvoiceTable } from './components/invoice-rows';
import { RecurringPanel } from './recurring/recurring-panel';
import { useInvoiceFilters } from './use-invoice-filters';

const CREATE_PATH = '/apps/invoice/create';

function CreateButton() {
  const { t } = useTranslation('invoices');
  return (
    <Button
      component={Link}
      to={CREATE_PATH}
      leftSection={<IconPlus size={18} aria-hidden="true" />}
    >
      {t('list.create')}
    </Button>
  );
}

export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const canManage = useCan('invoice.manage');
  const [routeNotice, clearRouteNotice] = useRouteNotice();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const { filter } = useInvoiceFilters();
  const [params] = useSearchParams();
  // The export is of invoices, not of the schedules on the recurring tab.
  const onInvoices = params.get('tab') !== 'recurring';
  const pages = useInfiniteQuery(invoicesInfiniteQuery(filter));
  // An empty book offers its first invoice in the empty state, not twice.
  const nothingYet = Object.keys(filter).length === 0 && pages.data?.pages[0]?.data.length === 0;
  // On a phone the list needs the room once it has invoices; before, the words explain the page.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <Stack gap="md" maw={1200}>
      <title>{t('metaTitle')}</title>
      <PageHeader
        title={t('title')}
        subtitle={wide || nothingYet ? t('subtitle') : undefined}
        actions={
          !nothingYet && (
            <>
              {onInvoices && (
                <TableExportMenu
                  label={t('list.exportLabel')}
                  download={(format) => downloadInvoices(filter, format, currentLanguage())}
                  onError={(error) => setNotice(warningOf(t, error))}
                />
              )}
              {canManage && <CreateButton />}
            </>
          )
        }
      />
      {routeNotice && !notice && <Notice notice={routeNotice} onClose={clearRouteNotice} />}
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      <InvoiceTabs canManage={canManage} />
    </Stack>
  );
}

type Tab = 'invoices' | 'recurring';

/** The tab is the URL's: a link to the recurring invoices opens them; the invoices drop it. */
function InvoiceTabs({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('invoices');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'recurring' ? 'recurring' : 'invoices';
  return (
    <Tabs
      value={tab}
      onChange={(next) => setParams(next === 'recurring' ? { tab: 'recurring' } : {})}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="invoices">{t('tabs.invoices')}</Tabs.Tab>
        <Tabs.Tab value="recurring">{t('tabs.recurring')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="invoices">
        <InvoiceListPanel canManage={canManage} />
      </Tabs.Panel>
      <Tabs.Panel value="recurring">
        <RecurringPanel />
      </Tabs.Panel>
    </Tabs>
  );
}

/** The filters, their totals and the invoices they match. */
function InvoiceListPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('invoices');
  const { currency, timezone } = useBusiness();
  const { filter, setFilter, clearFilter } = useInvoiceFilters();
  const pages = useInfiniteQuery(invoicesInfiniteQuery(filter));
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const filtered = Object.keys(filter).length > 0;
  // Before the first invoice there is nothing to filter or add up: the empty state says it all.
  const nothingYet = !filtered && pages.data?.pages[0]?.data.length === 0;
  return (
    <Stack gap="md">
      {!nothingYet && (
        <InvoiceFilters
          filter={filter}
          onChange={setFilter}
          onClear={clearFilter}
          today={businessToday(timezone)}
        />
      )}
      {!pages.isError && !nothingYet && (
        <InvoiceListTotals
          totals={pages.data?.pages[0]?.totals}
          fallbackCurrency={currency}
          loading={pages.isPending}
        />
      )}
      <PagedList
        pages={pages}
        filtered={filtered}
        empty={{
          icon: IconFileInvoice,
          title: t('empty.title'),
          body: t('empty.body'),
          action: canManage ? <CreateButton /> : undefined,
        }}
        emptyFiltered={{
          title: t('empty.filteredTitle'),
          body: t('empty.filteredBody'),
          clearLabel: t('common:clearFilters'),
          onClear: clearFilter,
        }}
        loadMoreLabel={t('common:loadMore')}
      >
        {(invoices) =>
          wide ? <InvoiceTable invoices={invoices} /> : <InvoiceCards invoices={invoices} />
        }
      </PagedList>
    </Stack>
  );
}
