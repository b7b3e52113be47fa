/** /apps/cashbook/transfers: money moved between books; `?new=1[&from=]` and `?edit=<id>` open the form. */
import { Button, Card, Stack } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transfer } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { cashbooksQuery } from '../../api/cashbooks.queries';
import { categoriesQuery } from '../../api/categories.queries';
import { invalidateLedger } from '../../api/entries.queries';
import { deleteTransfer } from '../../api/transfers.api';
import { transferQuery, transfersInfiniteQuery } from '../../api/transfers.queries';
import { ConfirmModal } from '../../components/confirm-modal';
import { IconArrowsLeftRight, IconPlus } from '../../components/icons';
import listClasses from '../../components/lists.module.css';
import { Notice, type NoticeValue } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PhoneSheet } from '../../components/phone-sheet';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { businessToday, useBusiness, useCan } from '../../lib/business';
import { TransferForm } from './components/transfer-form';
import { TransferRow } from './components/transfer-row';

export function TransfersPage() {
  const { t } = useTranslation(['cashbook', 'errors']);
  const client = useQueryClient();
  const { timezone } = useBusiness();
  const canCreate = useCan('transaction.create');
  const canEdit = useCan('transaction.update');
  const canDelete = useCan('transaction.delete');
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  const creating = params.get('new') === '1';
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [deleting, setDeleting] = useState<Transfer | null>(null);

  const books = useQuery(cashbooksQuery(true));
  const feeCategories = useQuery(categoriesQuery({ kind: 'expense' }));
  const transfers = useInfiniteQuery(transfersInfiniteQuery());
  const editing = useQuery({ ...transferQuery(editId ?? ''), enabled: Boolean(editId) });
  const remove = useMutation({
    mutationFn: (id: string) => deleteTransfer(id),
    onSuccess: async () => {
      setDeleting(null);
      setNotice({ kind: 'success', text: t('transfers.deleted') });
      await invalidateLedger(client);
    },
  });

  const allBooks = books.data?.books ?? [];
  const byId = new Map(allBooks.map((book) => [book.id, book]));
  const list = transfers.data?.pages.flatMap((page) => page.data) ?? [];
  const active = allBooks.filter((book) => !book.archived);
  const formBooks = editing.data
    ? allBooks.filter(
        (book) =>
          !book.archived ||
          book.id === editing.data.from_cashbook_id ||
          book.id === editing.data.to_cashbook_id,
      )
    : active;

  const closeForm = () => setParams(new URLSearchParams(), { replace: true });
  const formOpen = (creating || Boolean(editId)) && books.isSuccess && feeCategories.isSuccess;
  const newButton = canCreate && active.length >= 2 && (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={() => setParams(new URLSearchParams({ new: '1' }), { replace: true })}
    >
      {t('transfers.new')}
    </Button>
  );

  const loading = books.isPending || transfers.isPending;
  const failed = books.error ?? transfers.error;

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        back={{ to: '/apps/cashbook', label: t('back') }}
        title={t('transfers.title')}
        subtitle={t('transfers.subtitle')}
        actions={list.length > 0 && newButton}
      />
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      {loading && !failed && <ListSkeleton rows={3} height={64} />}
      {failed && (
        <LoadError
          error={failed}
          onRetry={() => {
            void books.refetch();
            void transfers.refetch();
          }}
        />
      )}
      {!loading && !failed && list.length === 0 && (
        <EmptyState
          icon={IconArrowsLeftRight}
          title={t('transfers.emptyTitle')}
          body={active.length >= 2 ? t('transfers.emptyBody') : t('transfers.needTwoBooks')}
          action={
            active.length >= 2 ? (
              newButton
            ) : (
              <Button
                component={Link}
                to="/apps/cashbook/form/new"
                leftSection={<IconPlus size={18} />}
              >
                {t('list.add')}
              </Button>
            )
          }
        />
      )}
      {list.length > 0 && (
        <Card withBorder radius="lg" padding={0}>
          <ul className={listClasses.divided}>
            {list.map((transfer) => (
              <li key={transfer.id}>
                <TransferRow
                  transfer={transfer}
                  from={byId.get(transfer.from_cashbook_id)}
                  to={byId.get(transfer.to_cashbook_id)}
                  canEdit={canEdit}
                  canDelete={canDelete}
                  onEdit={() =>
                    setParams(new URLSearchParams({ edit: transfer.id }), { replace: true })
                  }
                  onDelete={() => setDeleting(transfer)}
                />
              </li>
            ))}
          </ul>
        </Card>
      )}
      {transfers.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void transfers.fetchNextPage()}
          loading={transfers.isFetchingNextPage}
        >
          {t('common:loadMore')}
        </Button>
      )}
      <PhoneSheet
        opened={formOpen}
        onClose={closeForm}
        title={editId ? t('transfers.edit') : t('transfers.new')}
        size="lg"
      >
        {editId && editing.isPending && <ListSkeleton rows={3} height={40} />}
        {editId && editing.isError && <LoadError error={editing.error} />}
        {(creating || editing.data) && (
          <TransferForm
            key={editing.data ? `${editing.data.id}:${editing.data.version}` : 'new'}
            books={formBooks}
            feeCategories={feeCategories.data ?? []}
            transfer={editing.data ?? null}
            initial={{ fromId: params.get('from'), date: businessToday(timezone) }}
            onSaved={() => {
              setNotice({ kind: 'success', text: t('transfers.saved') });
              closeForm();
            }}
            onCancel={closeForm}
          />
        )}
      </PhoneSheet>
      <ConfirmModal
        opened={deleting !== null}
        title={t('transfers.deleteTitle')}
        body={t('transfers.deleteBody')}
        confirmLabel={t('transfers.delete')}
        action={remove}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Stack>
  );
}
