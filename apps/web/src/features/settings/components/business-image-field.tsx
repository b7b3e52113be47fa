/**
 * An image of the business (its logo, its QRIS code): the image (fetched with the bearer token),
 * and for those who may change it an upload (PNG, JPEG or WebP up to 1 MB, shown at once while
 * it uploads) and a remove button. Its words are the `<image>.*` keys of the settings namespace.
 */
import { Button, Center, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  type BusinessSettings,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type LogoType,
} from '@usaha/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BusinessImage,
  removeBusinessImage,
  uploadBusinessImage,
} from '../../../api/business-settings.api';
import { businessImageQuery, businessSettingsKeys } from '../../../api/business-settings.queries';
import { IconBuildingStore, IconQrcode, IconTrash, IconUpload } from '../../../components/icons';
import { errorMessage } from '../../../lib/error-message';
import { useObjectUrl } from '../../../lib/use-object-url';

/** Where each image's address sits in the settings, how it looks while there is none, its size. */
const IMAGES = {
  logo: { field: 'logo_url', icon: IconBuildingStore, size: 96 },
  qris: { field: 'qris_url', icon: IconQrcode, size: 128 },
} as const;

function isImageType(type: string): type is LogoType {
  return (LOGO_TYPES as readonly string[]).includes(type);
}

/** Why the server refused the file, in the user's words. */
function uploadError(t: TFunction, error: unknown): string {
  if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') return t('image.tooLarge');
  if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE')
    return t('image.wrongType');
  return errorMessage(t, error);
}

export function BusinessImageField({
  image,
  settings,
  canManage,
}: {
  image: BusinessImage;
  settings: BusinessSettings;
  canManage: boolean;
}) {
  const { t } = useTranslation(['settings', 'errors']);
  const client = useQueryClient();
  const { field, icon: Placeholder, size } = IMAGES[image];
  const current = settings[field];
  const [chosen, setChosen] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stored = useQuery({ ...businessImageQuery(current ?? ''), enabled: Boolean(current) });
  const url = useObjectUrl(chosen ?? (current ? stored.data : null));

  /** `file` is the image just sent: it becomes the cached image, so nothing is fetched back. */
  async function change(write: () => Promise<BusinessSettings>, file?: File) {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await write();
      const address = saved[field];
      if (file && address) client.setQueryData(businessSettingsKeys.image(address), file);
      // An image keeps the version, so an open form stays saveable: only its address changes.
      client.setQueryData<BusinessSettings>(businessSettingsKeys.application, (before) =>
        before ? { ...before, [field]: address } : saved,
      );
    } catch (error) {
      setFailure(uploadError(t, error));
    } finally {
      setChosen(null);
      setBusy(false);
    }
  }

  function onFile(file: File | null) {
    if (!file) return;
    if (!isImageType(file.type)) return setFailure(t('image.wrongType'));
    if (file.size > LOGO_MAX_BYTES) return setFailure(t('image.tooLarge'));
    setChosen(file);
    void change(() => uploadBusinessImage(image, file), file);
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t(`${image}.label`)}
      </Text>
      <Group gap="md" align="center" wrap="nowrap">
        <Paper
          withBorder
          radius="md"
          w={size}
          h={size}
          style={{ overflow: 'hidden', flexShrink: 0 }}
        >
          {url ? (
            <Image
              src={url}
              alt={t(`${image}.alt`, { name: settings.name })}
              w={size}
              h={size}
              fit="contain"
              bg="white"
            />
          ) : (
            <Center h="100%" c="dimmed" aria-label={t(`${image}.none`)} role="img">
              <Placeholder size={36} stroke={1.4} />
            </Center>
          )}
        </Paper>
        {canManage && (
          <Stack gap="xs" align="flex-start">
            <FileButton onChange={onFile} accept={LOGO_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  leftSection={<IconUpload size={16} />}
                  loading={busy}
                >
                  {current ? t(`${image}.replace`) : t(`${image}.upload`)}
                </Button>
              )}
            </FileButton>
            {current && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                disabled={busy}
                onClick={() => void change(() => removeBusinessImage(image))}
              >
                {t(`${image}.remove`)}
              </Button>
            )}
            <Text size="xs" c="dimmed">
              {t(`${image}.hint`)}
            </Text>
          </Stack>
        )}
      </Group>
      {failure && (
        <Text size="sm" c="red" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
