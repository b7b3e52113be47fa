/** /apps/cashbook: every cash book with its balance, the total per currency, and the way in. */
import { Button, Group, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cashbooksQuery } from '../../api/cashbooks.queries';
import { CurrencyTotals } from '../../components/currency-totals';
import {
  IconArrowsLeftRight,
  IconNotebook,
  IconPlus,
  IconSwitchVertical,
  IconTags,
} from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { useBusiness, useCan } from '../../lib/business';
import { setEach, useSearchState } from '../../lib/use-search-state';
import { CashbookCard } from './components/cashbook-card';

export function CashbooksPage() {
  const { t } = useTranslation('cashbook');
  const { currency } = useBusiness();
  const canManage = useCan('cashbook.manage');
  const canRecord = useCan('transaction.create');
  const [params, update] = useSearchState();
  const showArchived = params.get('archived') === '1';
  const books = useQuery(cashbooksQuery(showArchived));
  const list = books.data?.books ?? [];
  const hasActive = list.some((book) => !book.archived);

  const addButton = canManage && (
    <Button component={Link} to="/apps/cashbook/form/new" leftSection={<IconPlus size={18} />}>
      {t('list.add')}
    </Button>
  );

  return (
    <Stack gap="lg" maw={1040}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={list.length > 0 && addButton}
      />
      {books.isPending && <ListSkeleton rows={3} height={110} />}
      {books.isError && <LoadError error={books.error} onRetry={() => void books.refetch()} />}
      {books.isSuccess && list.length === 0 && !showArchived && (
        <EmptyState
          icon={IconNotebook}
          title={t('list.emptyTitle')}
          body={t('list.emptyBody')}
          action={
            canManage && (
              <Button
                component={Link}
                to="/apps/cashbook/form/new"
                size="md"
                leftSection={<IconPlus size={18} />}
              >
                {t('list.emptyAction')}
              </Button>
            )
          }
        />
      )}
      {books.isSuccess && (list.length > 0 || showArchived) && (
        <>
          <CurrencyTotals
            title={t('list.totalTitle')}
            hint={t('list.totalHint')}
            totals={books.data.totals}
            fallbackCurrency={currency}
          />
          {canRecord && hasActive && (
            <Button
              component={Link}
              to="/apps/cashbook/transactions/create"
              size="lg"
              radius="lg"
              fullWidth
              leftSection={<IconSwitchVertical size={22} />}
            >
              {t('list.record')}
            </Button>
          )}
          <Group gap="xs" grow>
            <Button
              component={Link}
              to="/apps/cashbook/transfers"
              variant="default"
              leftSection={<IconArrowsLeftRight size={18} />}
            >
              {t('list.transfers')}
            </Button>
            <Button
              component={Link}
              to="/apps/cashbook/categories"
              variant="default"
              leftSection={<IconTags size={18} />}
            >
              {t('list.categories')}
            </Button>
          </Group>
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} fz="lg">
              {t('list.booksTitle')}
            </Title>
            <Switch
              label={t('list.showArchived')}
              checked={showArchived}
              onChange={(event) =>
                update(setEach({ archived: event.currentTarget.checked ? '1' : null }))
              }
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {list.map((book) => (
              <CashbookCard key={book.id} book={book} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
