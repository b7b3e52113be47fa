/** Edit an entry (/apps/transactions/form/{id}); transfer legs are edited as their transfer. */
import { Alert, Button, Card, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AppError } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { cashbooksQuery } from '../../api/cashbooks.queries';
import { categoriesQuery } from '../../api/categories.queries';
import { entryQuery } from '../../api/entries.queries';
import { IconArrowsExchange, IconReceiptOff } from '../../components/icons';
import { useFormatMoney } from '../../components/money-text';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { EntryEditForm } from './components/entry-edit-form';

export function TransactionFormPage() {
  const { t } = useTranslation(['transactions', 'errors']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const format = useFormatMoney();
  const entry = useQuery(entryQuery(id));
  const books = useQuery(cashbooksQuery(true));
  const categories = useQuery(categoriesQuery({ includeArchived: true }));
  const detail = `/apps/transactions/${id}`;
  const header = (
    <>
      <title>{t('form.metaTitle')}</title>
      <PageHeader
        title={t('form.title')}
        subtitle={t('form.subtitle')}
        back={{ to: detail, label: t('form.back') }}
      />
    </>
  );

  const failed = entry.error ?? books.error ?? categories.error;
  if (failed) {
    const missing = failed instanceof AppError && failed.status === 404;
    return (
      <Stack gap="lg" maw={640}>
        {header}
        {missing ? (
          <EmptyState
            icon={IconReceiptOff}
            title={t('detail.notFoundTitle')}
            body={t('detail.notFoundBody')}
          />
        ) : (
          <LoadError
            error={failed}
            onRetry={() => {
              void entry.refetch();
              void books.refetch();
              void categories.refetch();
            }}
          />
        )}
      </Stack>
    );
  }
  if (!entry.data || !books.data || !categories.data) {
    return (
      <Stack gap="lg" maw={640}>
        {header}
        <ListSkeleton rows={4} height={56} />
      </Stack>
    );
  }

  const data = entry.data;
  return (
    <Stack gap="lg" maw={640}>
      {header}
      {data.transfer_id ? (
        <Alert color="blue" variant="light" icon={<IconArrowsExchange size={18} />}>
          <Stack gap="xs" align="flex-start">
            {t('detail.transferNote')}
            <Button component={Link} to="/apps/cashbook/transfers" size="xs" variant="default">
              {t('detail.openTransfer')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Card withBorder radius="lg" padding="lg">
          <EntryEditForm
            // A reloaded entry (after a conflict) restarts the form from the new version.
            key={data.version}
            entry={data}
            books={books.data.books}
            categories={categories.data}
            onCancel={() => navigate(detail)}
            onReload={() => void entry.refetch()}
            onSaved={(saved) =>
              navigate(detail, {
                replace: true,
                state: {
                  notice: {
                    kind: 'success',
                    text: t('form.saved', { amount: format(saved.amount, saved.currency) }),
                  },
                },
              })
            }
          />
        </Card>
      )}
    </Stack>
  );
}
