/** One entry (/apps/transactions/{id}): what it is, its receipts and its history; edit or delete. */
import { Alert, Button, Grid, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '@usaha/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { cashbooksQuery } from '../../api/cashbooks.queries';
import { categoriesQuery } from '../../api/categories.queries';
import { deleteEntry } from '../../api/entries.api';
import { entryQuery, invalidateLedger } from '../../api/entries.queries';
import { ConfirmModal } from '../../components/confirm-modal';
import { entryTitle, makeLookup } from '../../components/entry-parts';
import { IconArrowsExchange, IconEdit, IconReceiptOff, IconTrash } from '../../components/icons';
import { Notice, type NoticeValue, useRouteNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { useBusiness, useCan } from '../../lib/business';
import { errorMessage } from '../../lib/error-message';
import { EntryAttachments } from './components/entry-attachments';
import { DOCUMENT_WORDS, entryDocument } from './components/entry-document';
import { EntryFacts } from './components/entry-facts';
import { EntryHistory } from './components/entry-history';
import { ReceiptShare } from './components/receipt-share';

export function TransactionDetailPage() {
  const { t } = useTranslation(['transactions', 'errors']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { timezone } = useBusiness();
  const canUpdate = useCan('transaction.update');
  const canDelete = useCan('transaction.delete');
  const [confirming, setConfirming] = useState(false);
  const [notice, clearNotice] = useRouteNotice();
  const [shareNotice, setShareNotice] = useState<NoticeValue | null>(null);

  const entry = useQuery(entryQuery(id));
  const books = useQuery(cashbooksQuery(true));
  const categories = useQuery(categoriesQuery({ includeArchived: true }));
  const lookup = useMemo(
    () => makeLookup(books.data?.books ?? [], categories.data ?? []),
    [books.data, categories.data],
  );

  const remove = useMutation({
    mutationFn: () => deleteEntry(id),
    onSuccess: async () => {
      setConfirming(false);
      await invalidateLedger(client);
      navigate('/apps/transactions', {
        replace: true,
        state: { notice: { kind: 'success', text: t('detail.deleted') } },
      });
    },
  });

  const back = { to: '/apps/transactions', label: t('detail.back') };

  if (entry.isPending) {
    return (
      <Stack gap="md" maw={960}>
        <PageHeader title={t('detail.title')} back={back} />
        <ListSkeleton rows={3} height={96} />
      </Stack>
    );
  }
  if (entry.isError) {
    const missing = entry.error instanceof AppError && entry.error.status === 404;
    return (
      <Stack gap="md" maw={960}>
        <PageHeader title={t('detail.title')} back={back} />
        {missing ? (
          <EmptyState
            icon={IconReceiptOff}
            title={t('detail.notFoundTitle')}
            body={t('detail.notFoundBody')}
          />
        ) : (
          <LoadError error={entry.error} onRetry={() => void entry.refetch()} />
        )}
      </Stack>
    );
  }

  const data = entry.data;
  // Transfer legs, invoice payments and debts' cash change on their documents, not here.
  const origin = entryDocument(data);
  const title = entryTitle(t, data, lookup);

  return (
    <Stack gap="md" maw={960}>
      <title>{t('detail.metaTitle', { name: title })}</title>
      <PageHeader
        title={title}
        back={back}
        actions={
          <>
            {origin ? (
              <Button
                component={Link}
                to={origin.to}
                variant="default"
                leftSection={<IconArrowsExchange size={18} aria-hidden="true" />}
              >
                {t(DOCUMENT_WORDS[origin.kind].open)}
              </Button>
            ) : (
              <>
                {canUpdate && (
                  <Button
                    component={Link}
                    to={`/apps/transactions/form/${data.id}`}
                    leftSection={<IconEdit size={18} aria-hidden="true" />}
                  >
                    {t('detail.edit')}
                  </Button>
                )}
                {canDelete && (
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={18} aria-hidden="true" />}
                    onClick={() => setConfirming(true)}
                  >
                    {t('common:delete')}
                  </Button>
                )}
              </>
            )}
            <ReceiptShare entry={data} onDone={setShareNotice} />
          </>
        }
      />
      {notice && <Notice notice={notice} onClose={clearNotice} />}
      {shareNotice && <Notice notice={shareNotice} onClose={() => setShareNotice(null)} />}
      {origin && (
        <Alert color="blue" variant="light" icon={<IconArrowsExchange size={18} />}>
          {t(DOCUMENT_WORDS[origin.kind].note)}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <EntryFacts entry={data} lookup={lookup} timeZone={timezone} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <EntryAttachments
              entryId={data.id}
              attachments={data.attachments}
              canEdit={canUpdate}
            />
            <EntryHistory
              entryId={data.id}
              currency={data.currency}
              lookup={lookup}
              timeZone={timezone}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('detail.confirmTitle')}
        body={t('detail.confirmBody')}
        confirmLabel={t('common:delete')}
        loading={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : null}
        onConfirm={() => remove.mutate()}
      />
    </Stack>
  );
}
