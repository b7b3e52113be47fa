/**
 * /apps/cashbook/transactions/create: record money in or out. `?cashbook=`, `?direction=`,
 * `?amount=` and `?description=` fill it in (lib/entry-presets.ts: a calculator's result).
 */
import { Button, Card, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { cashbooksQuery } from '../../api/cashbooks.queries';
import { categoriesQuery } from '../../api/categories.queries';
import { IconNotebook } from '../../components/icons';
import { useFormatMoney } from '../../components/money-text';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { businessToday, useBusiness } from '../../lib/business';
import { newEntryPath, readEntryPresets } from '../../lib/entry-presets';
import { EntryForm } from './components/entry-form';
import type { EntrySaved } from './use-entry-submit';

export function EntryCreatePage() {
  const { t } = useTranslation('cashbook');
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const { timezone } = useBusiness();
  const [params] = useSearchParams();
  const books = useQuery(cashbooksQuery());
  const categories = useQuery(categoriesQuery());
  const active = (books.data?.books ?? []).filter((book) => !book.archived);
  const presets = readEntryPresets(params);
  const wanted = presets.cashbookId;
  const preselected = active.find((book) => book.id === wanted) ?? active[0];
  const from = wanted && preselected?.id === wanted ? `/apps/cashbook/${wanted}` : '/apps/cashbook';

  function onDone({ entry, receiptError }: EntrySaved) {
    const text = t('book.saved', { amount: formatMoney(entry.amount, entry.currency) });
    const notice = receiptError
      ? { kind: 'warning', text: `${text} ${t('book.receiptFailed', { message: receiptError })}` }
      : { kind: 'success', text };
    navigate(`/apps/cashbook/${entry.cashbook_id}`, { state: { notice } });
  }

  const loading = books.isPending || categories.isPending;
  const failed = books.error ?? categories.error;

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader
        back={{ to: from, label: t('back') }}
        title={t('entry.title')}
        subtitle={t('entry.subtitle')}
      />
      {loading && !failed && <ListSkeleton rows={4} height={56} />}
      {failed && (
        <LoadError
          error={failed}
          onRetry={() => {
            void books.refetch();
            void categories.refetch();
          }}
        />
      )}
      {!loading && !failed && active.length === 0 && (
        <EmptyState
          icon={IconNotebook}
          title={t('entry.noBooksTitle')}
          body={t('entry.noBooksBody')}
          action={
            <Button
              component={Link}
              // The book's form brings the owner back here, the new book chosen.
              to={`/apps/cashbook/form/new?${new URLSearchParams({ return: newEntryPath(presets) })}`}
            >
              {t('entry.noBooksAction')}
            </Button>
          }
        />
      )}
      {!loading && !failed && preselected && (
        <Card
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          // The save buttons stick to the bottom of the screen; a clipping card would hold them.
          style={{ overflow: 'visible' }}
        >
          <EntryForm
            books={active}
            categories={categories.data ?? []}
            initial={{
              cashbookId: preselected.id,
              direction: presets.direction,
              date: businessToday(timezone),
              amount: presets.amount,
              description: presets.description,
            }}
            onDone={onDone}
          />
        </Card>
      )}
    </Stack>
  );
}
