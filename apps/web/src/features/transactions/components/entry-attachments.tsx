/**
 * Receipts of an entry: photos as thumbnails (fetched with the bearer token as blobs), PDFs as
 * links that open the file; more can be uploaded and any can be deleted.
 */
import { ActionIcon, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type Attachment } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAttachment, uploadAttachment } from '../../../api/attachments.api';
import { entryKeys } from '../../../api/entries.queries';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FormAlert } from '../../../components/form-alert';
import { IconPaperclip, IconTrash, IconUpload } from '../../../components/icons';
import { errorMessage } from '../../../lib/error-message';
import { AttachmentPreview } from './attachment-preview';

type Props = { entryId: string; attachments: Attachment[]; canEdit: boolean };

export function EntryAttachments({ entryId, attachments, canEdit }: Props) {
  const { t } = useTranslation(['transactions', 'errors']);
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [target, setTarget] = useState<Attachment | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: entryKeys.entry(entryId) });

  const upload = useMutation({
    mutationFn: (file: File) => uploadAttachment(entryId, file),
    onSuccess: refresh,
    onError: (error) => setProblem(errorMessage(t, error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteAttachment(id),
    onSuccess: async () => {
      setTarget(null);
      await refresh();
    },
  });

  function pick(file: File | null) {
    if (!file) return;
    if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('attachments.wrongType'));
      return;
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setProblem(t('attachments.tooLarge'));
      return;
    }
    setProblem(null);
    upload.mutate(file);
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="attachments">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <IconPaperclip size={18} aria-hidden="true" />
            <Title order={2} fz="md" id="attachments">
              {t('attachments.title')}
            </Title>
          </Group>
          {canEdit && (
            <FileButton onChange={pick} accept={ATTACHMENT_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  size="compact-md"
                  variant="default"
                  loading={upload.isPending}
                  leftSection={<IconUpload size={16} aria-hidden="true" />}
                >
                  {t('attachments.add')}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {problem && <FormAlert kind="error">{problem}</FormAlert>}
        {attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('attachments.empty')}
          </Text>
        ) : (
          <Group gap="sm" align="flex-start">
            {attachments.map((attachment) => (
              <Stack key={attachment.id} gap={4} w={132}>
                <AttachmentPreview attachment={attachment} />
                <Group gap={4} wrap="nowrap" justify="space-between">
                  <Text size="xs" truncate title={attachment.filename}>
                    {attachment.filename}
                  </Text>
                  {canEdit && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      onClick={() => setTarget(attachment)}
                      aria-label={t('attachments.delete', { name: attachment.filename })}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  )}
                </Group>
              </Stack>
            ))}
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t('attachments.hint')}
        </Text>
      </Stack>
      <ConfirmModal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('attachments.confirmTitle')}
        body={t('attachments.confirmBody', { name: target?.filename })}
        confirmLabel={t('attachments.confirmDelete')}
        loading={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : null}
        onConfirm={() => target && remove.mutate(target.id)}
      />
    </Card>
  );
}
