/**
 * The undo of a bank-statement import, confirmed with its preview: entries changed by hand since
 * the import are listed, and the undo deletes them too only when confirmed with them in view.
 */
import { Alert, Badge, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError, type ImportUndoPreview, type StatementImport } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { invalidateLedger } from '../../../api/entries.queries';
import { undoImport } from '../../../api/imports.api';
import { invalidateImports, undoPreviewQuery } from '../../../api/imports.queries';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FormAlert } from '../../../components/form-alert';
import { IconAlertTriangle } from '../../../components/icons';
import { MoneyText } from '../../../components/money-text';
import { useDateFormat } from '../../../lib/business';
import { errorMessage } from '../../../lib/error-message';

type Props = { item: StatementImport | null; onClose: () => void };

function EditedEntries({ preview }: { preview: ImportUndoPreview }) {
  const { t } = useTranslation('transactions');
  const formatDate = useDateFormat();
  const more = preview.edited_count - preview.edited.length;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      role="status"
      title={t('imports.editedTitle', { count: preview.edited_count })}
      data-testid="undo-edited"
    >
      <Stack gap="xs">
        <Text size="sm">{t('imports.editedWarning')}</Text>
        <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
          <Stack
            component="ul"
            gap={0}
            aria-label={t('imports.editedList')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {preview.edited.map((entry, index) => (
              <Stack
                component="li"
                key={entry.id}
                gap={2}
                py={6}
                data-testid="undo-edited-entry"
                style={{
                  borderTop:
                    index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined,
                }}
              >
                {/* The description has the row's width: on a phone the amount beside it left a word. */}
                <Text size="sm" fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {entry.description.trim() || t('entry.noDescription')}
                </Text>
                <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
                  <Group gap={6} miw={0}>
                    <Text size="xs" c="dimmed">
                      {formatDate(entry.date)}
                    </Text>
                    {entry.reasons.map((reason) => (
                      <Badge key={reason} size="xs" variant="default">
                        {t(`imports.reasons.${reason}`)}
                      </Badge>
                    ))}
                  </Group>
                  <MoneyText
                    amount={entry.amount}
                    currency={preview.currency}
                    direction={entry.direction}
                    signed
                    colored
                    fw={600}
                    size="sm"
                    style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                  />
                </Group>
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {more > 0 && <Text size="sm">{t('imports.editedMore', { count: more })}</Text>}
      </Stack>
    </Alert>
  );
}

export function UndoImportModal({ item, onClose }: Props) {
  const { t } = useTranslation(['transactions', 'errors']);
  const client = useQueryClient();
  const preview = useQuery({ ...undoPreviewQuery(item?.id ?? ''), enabled: item !== null });
  const undo = useMutation({
    mutationFn: (input: { id: string; removeEdited: boolean }) =>
      undoImport(input.id, input.removeEdited ? { remove_edited: true } : undefined),
    onSuccess: async () => {
      close();
      await Promise.all([invalidateImports(client), invalidateLedger(client)]);
    },
    // Changed after the preview: ask again, so the list shows it before the next confirm.
    onError: (error) => {
      if (error instanceof AppError && error.code === 'IMPORT_HAS_EDITED_ENTRIES') {
        void preview.refetch();
      }
    },
  });

  function close() {
    undo.reset();
    onClose();
  }

  const edited = preview.data?.edited_count ?? 0;
  return (
    <ConfirmModal
      opened={item !== null}
      onClose={close}
      title={t('imports.confirmTitle')}
      body={
        <Stack gap="sm">
          <Text>
            {t('imports.confirmBody', {
              name: item?.filename,
              count: preview.data?.entry_count ?? item?.row_count,
            })}
          </Text>
          {item !== null && preview.isPending && (
            <Group gap="xs" wrap="nowrap">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t('imports.checking')}
              </Text>
            </Group>
          )}
          {preview.isError && (
            <FormAlert kind="error" title={t('imports.previewFailed')}>
              {errorMessage(t, preview.error)}
            </FormAlert>
          )}
          {preview.data && edited > 0 && <EditedEntries preview={preview.data} />}
        </Stack>
      }
      confirmLabel={edited > 0 ? t('imports.undoConfirmEdited') : t('imports.undoConfirm')}
      loading={undo.isPending}
      confirmDisabled={item !== null && preview.isFetching}
      error={undo.error ? errorMessage(t, undo.error) : null}
      onConfirm={() => item && undo.mutate({ id: item.id, removeEdited: edited > 0 })}
    />
  );
}
