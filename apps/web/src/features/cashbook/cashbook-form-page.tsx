/** /apps/cashbook/form/:id: edit a cash book; /apps/cashbook/form/new creates one. */
import { Card, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { cashbookQuery } from '../../api/cashbooks.queries';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { LoadError } from '../../components/query-state';
import { CashbookForm } from './components/cashbook-form';

export function CashbookFormPage() {
  const { t } = useTranslation('cashbook');
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const isNew = id === 'new';
  const book = useQuery({ ...cashbookQuery(id), enabled: !isNew });

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader
        back={
          isNew || !book.data
            ? { to: '/apps/cashbook', label: t('back') }
            : { to: `/apps/cashbook/${id}`, label: book.data.name }
        }
        title={isNew ? t('form.newTitle') : t('form.editTitle')}
        subtitle={isNew ? t('form.newSubtitle') : t('form.editSubtitle')}
      />
      {!isNew && book.isPending && <PageLoader />}
      {!isNew && book.isError && (
        <LoadError error={book.error} onRetry={() => void book.refetch()} />
      )}
      {(isNew || book.data) && (
        <Card withBorder radius="lg" padding="lg">
          {/* A new version from the server (after "reload") starts the form afresh. */}
          <CashbookForm
            key={book.data ? `${book.data.id}:${book.data.version}` : 'new'}
            book={book.data ?? null}
            returnTo={isNew ? params.get('return') : null}
          />
        </Card>
      )}
    </Stack>
  );
}
