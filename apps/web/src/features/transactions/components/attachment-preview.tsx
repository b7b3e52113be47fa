/** One receipt: a photo's thumbnail, or a tile that opens the PDF; the file is fetched as a blob. */
import { Center, Image, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Attachment } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAttachment } from '../../../api/attachments.api';
import { IconFileTypePdf, IconPhotoOff } from '../../../components/icons';
import { saveFile } from '../../../lib/download';
import { useObjectUrl } from '../../../lib/use-object-url';

const SIZE = 132;

export function AttachmentPreview({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation('transactions');
  const isImage = attachment.content_type.startsWith('image/');
  const file = useQuery({
    queryKey: ['attachment-file', attachment.id],
    queryFn: () => downloadAttachment(attachment.id),
    enabled: isImage,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
  const url = useObjectUrl(file.data);
  const [opening, setOpening] = useState(false);

  async function open() {
    setOpening(true);
    try {
      const blob = file.data ?? (await downloadAttachment(attachment.id));
      const objectUrl = URL.createObjectURL(blob);
      // A new tab shows photos and PDFs; where pop-ups are blocked the file is downloaded.
      if (!window.open(objectUrl, '_blank', 'noopener')) {
        saveFile({ blob, filename: attachment.filename });
      }
      setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    } finally {
      setOpening(false);
    }
  }

  return (
    <UnstyledButton
      onClick={() => void open()}
      aria-label={t('attachments.open', { name: attachment.filename })}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Paper withBorder radius="md" w={SIZE} h={SIZE} style={{ overflow: 'hidden' }}>
        {isImage && url ? (
          <Image src={url} alt="" w={SIZE} h={SIZE} fit="cover" />
        ) : (
          <Center h="100%">
            {file.isLoading || opening ? (
              <Loader size="sm" />
            ) : (
              <Stack gap={4} align="center">
                {isImage ? (
                  <IconPhotoOff size={32} aria-hidden="true" />
                ) : (
                  <IconFileTypePdf size={36} aria-hidden="true" />
                )}
                <Text size="xs" c="dimmed">
                  {isImage ? t('attachments.noPreview') : t('attachments.pdf')}
                </Text>
              </Stack>
            )}
          </Center>
        )}
      </Paper>
    </UnstyledButton>
  );
}
