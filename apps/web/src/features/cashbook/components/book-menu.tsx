import { ActionIcon, Menu } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError, type Cashbook } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { deleteCashbook, updateCashbook } from '../../../api/cashbooks.api';
import { cashbookKeys } from '../../../api/cashbooks.queries';
import { invalidateLedger } from '../../../api/entries.queries';
import { ConfirmModal } from '../../../components/confirm-modal';
import {
  IconArchive,
  IconDotsVertical,
  IconPencil,
  IconRestore,
  IconTrash,
} from '../../../components/icons';
import type { NoticeValue } from '../../../components/notice';
import { warningOf } from '../../../components/notice';
import { errorMessage } from '../../../lib/error-message';

type Dialog = 'archive' | 'delete' | null;

/** Edit, archive (or make active again) and delete one book; a book with entries is archived. */
export function BookMenu({
  book,
  onNotice,
}: {
  book: Cashbook;
  onNotice: (notice: NoticeValue) => void;
}) {
  const { t } = useTranslation(['cashbook', 'errors']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [hasEntries, setHasEntries] = useState(false);

  const archive = useMutation({
    mutationFn: (archived: boolean) => updateCashbook(book.id, { version: book.version, archived }),
    onSuccess: async (saved) => {
      client.setQueryData(cashbookKeys.book(book.id), saved);
      setDialog(null);
      setHasEntries(false);
      onNotice({ kind: 'success', text: t(saved.archived ? 'book.archived' : 'book.unarchived') });
      await invalidateLedger(client);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteCashbook(book.id),
    onSuccess: async () => {
      await invalidateLedger(client);
      navigate('/apps/cashbook', {
        state: { notice: { kind: 'success', text: t('book.deleted') } },
      });
    },
    onError: (error) => {
      if (error instanceof AppError && error.code === 'CASHBOOK_HAS_ENTRIES') setHasEntries(true);
    },
  });

  const close = () => {
    setDialog(null);
    setHasEntries(false);
    archive.reset();
    remove.reset();
  };

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={220}>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('book.actions')}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={`/apps/cashbook/form/${book.id}`}
            leftSection={<IconPencil size={16} />}
          >
            {t('book.edit')}
          </Menu.Item>
          {book.archived ? (
            <Menu.Item
              leftSection={<IconRestore size={16} />}
              onClick={() =>
                archive.mutate(false, {
                  onError: (error) => onNotice(warningOf(t, error)),
                })
              }
            >
              {t('book.unarchive')}
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconArchive size={16} />} onClick={() => setDialog('archive')}>
              {t('book.archive')}
            </Menu.Item>
          )}
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDialog('delete')}
          >
            {t('book.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={dialog === 'archive'}
        title={t('book.archiveTitle')}
        body={t('book.archiveBody', { name: book.name })}
        confirmLabel={t('book.archive')}
        color="orange"
        action={archive}
        onConfirm={() => archive.mutate(true)}
        onClose={close}
      />
      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('book.deleteTitle')}
        body={hasEntries ? t('book.deleteHasEntries') : t('book.deleteBody', { name: book.name })}
        confirmLabel={hasEntries ? t('book.archive') : t('book.delete')}
        color={hasEntries ? 'orange' : 'red'}
        loading={remove.isPending || archive.isPending}
        error={
          remove.isError && !hasEntries
            ? errorMessage(t, remove.error)
            : archive.isError
              ? errorMessage(t, archive.error)
              : null
        }
        onConfirm={() => (hasEntries ? archive.mutate(true) : remove.mutate())}
        onClose={close}
      />
    </>
  );
}
