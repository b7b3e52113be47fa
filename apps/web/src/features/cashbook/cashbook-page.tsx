/** /apps/cashbook/:id: one book's balance, quick money in/out, and its entries with running balances. */
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Category } from '@usaha/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { cashbookQuery } from '../../api/cashbooks.queries';
import { categoriesQuery } from '../../api/categories.queries';
import { entriesInfiniteQuery } from '../../api/entries.queries';
import { CashbookKindIcon } from '../../components/cashbook-kind-icon';
import { IconArchive, IconArrowsLeftRight, IconReceipt2 } from '../../components/icons';
import { Notice, type NoticeValue, useRouteNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { useCan } from '../../lib/business';
import { BookMenu } from './components/book-menu';
import { BookSummary } from './components/book-summary';
import { EntryList } from './components/entry-list';

export function CashbookPage() {
  const { t } = useTranslation('cashbook');
  const { id = '' } = useParams();
  const canRecord = useCan('transaction.create');
  const canManage = useCan('cashbook.manage');
  const [routeNotice, clearRouteNotice] = useRouteNotice();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const shown = notice ?? routeNotice;

  const book = useQuery(cashbookQuery(id));
  const entries = useInfiniteQuery(entriesInfiniteQuery({ cashbook_id: id }));
  const categories = useQuery(categoriesQuery({ includeArchived: true }));
  const byId = useMemo(
    () =>
      new Map<string, Category>((categories.data ?? []).map((category) => [category.id, category])),
    [categories.data],
  );

  if (book.isPending) return <ListSkeleton rows={3} height={120} />;
  if (book.isError) {
    return (
      <Stack gap="lg" maw={880}>
        <PageHeader title={t('title')} back={{ to: '/apps/cashbook', label: t('back') }} />
        <LoadError error={book.error} onRetry={() => void book.refetch()} />
      </Stack>
    );
  }

  const data = book.data;
  const list = entries.data?.pages.flatMap((page) => page.data) ?? [];
  const totals = entries.data?.pages[0]?.totals?.find((line) => line.currency === data.currency);

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        back={{ to: '/apps/cashbook', label: t('back') }}
        title={
          <Group gap="sm" wrap="nowrap" component="span">
            <CashbookKindIcon kind={data.kind} size={36} />
            <span>{data.name}</span>
          </Group>
        }
        subtitle={`${t(`kinds.${data.kind}`)} · ${data.currency}`}
        actions={canManage && <BookMenu book={data} onNotice={setNotice} />}
      />
      {shown && (
        <Notice
          notice={shown}
          onClose={() => {
            setNotice(null);
            clearRouteNotice();
          }}
        />
      )}
      {data.archived && (
        <Alert color="gray" variant="light" icon={<IconArchive size={18} />}>
          {t('book.archivedNotice')}
        </Alert>
      )}
      <BookSummary book={data} totals={totals} canRecord={canRecord} />
      <Group justify="space-between" align="center">
        <Title order={2} fz="lg">
          {t('book.entriesTitle')}
        </Title>
        <Button
          component={Link}
          to={`/apps/cashbook/transfers?new=1&from=${data.id}`}
          variant="subtle"
          size="sm"
          leftSection={<IconArrowsLeftRight size={16} />}
        >
          {t('book.transfer')}
        </Button>
      </Group>
      {entries.isPending && <ListSkeleton rows={4} height={64} />}
      {entries.isError && (
        <LoadError error={entries.error} onRetry={() => void entries.refetch()} />
      )}
      {entries.isSuccess && list.length === 0 && (
        <EmptyState
          icon={IconReceipt2}
          title={t('book.emptyTitle')}
          body={t('book.emptyBody')}
          order={3}
        />
      )}
      {list.length > 0 && (
        <EntryList
          entries={list}
          categories={byId}
          hasMore={entries.hasNextPage}
          loadingMore={entries.isFetchingNextPage}
          onLoadMore={() => void entries.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
