/**
 * The business logo: the image (fetched with the bearer token), and for those who may change it
 * an upload (PNG, JPEG or WebP up to 1 MB, shown at once while it uploads) and a remove button.
 */
import { Button, Center, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconTrash, IconUpload } from '@tabler/icons-react';
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
import { removeLogo, uploadLogo } from '../../../api/business-settings.api';
import { businessSettingsKeys, logoQuery } from '../../../api/business-settings.queries';
import { errorMessage } from '../../../lib/error-message';
import { useObjectUrl } from '../../../lib/use-object-url';

const SIZE = 96;

function isLogoType(type: string): type is LogoType {
  return (LOGO_TYPES as readonly string[]).includes(type);
}

/** Why the server refused the file, in the user's words. */
function uploadError(t: TFunction, error: unknown): string {
  if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') return t('logo.tooLarge');
  if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE')
    return t('logo.wrongType');
  return errorMessage(t, error);
}

export function LogoField({
  settings,
  canManage,
}: {
  settings: BusinessSettings;
  canManage: boolean;
}) {
  const { t } = useTranslation(['settings', 'errors']);
  const client = useQueryClient();
  const [chosen, setChosen] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const logo = useQuery({
    ...logoQuery(settings.logo_url ?? ''),
    enabled: Boolean(settings.logo_url),
  });
  const url = useObjectUrl(chosen ?? (settings.logo_url ? logo.data : null));

  /** `file` is the image just sent: it becomes the cached logo, so nothing is fetched back. */
  async function change(write: () => Promise<BusinessSettings>, file?: File) {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await write();
      if (file && saved.logo_url)
        client.setQueryData(businessSettingsKeys.logo(saved.logo_url), file);
      // The logo keeps the version, so an open form stays saveable: only its address changes.
      client.setQueryData<BusinessSettings>(businessSettingsKeys.application, (current) =>
        current ? { ...current, logo_url: saved.logo_url } : saved,
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
    if (!isLogoType(file.type)) return setFailure(t('logo.wrongType'));
    if (file.size > LOGO_MAX_BYTES) return setFailure(t('logo.tooLarge'));
    setChosen(file);
    void change(() => uploadLogo(file), file);
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('logo.label')}
      </Text>
      <Group gap="md" align="center" wrap="nowrap">
        <Paper
          withBorder
          radius="md"
          w={SIZE}
          h={SIZE}
          style={{ overflow: 'hidden', flexShrink: 0 }}
        >
          {url ? (
            <Image
              src={url}
              alt={t('logo.alt', { name: settings.name })}
              w={SIZE}
              h={SIZE}
              fit="contain"
            />
          ) : (
            <Center h="100%" c="dimmed" aria-label={t('logo.none')} role="img">
              <IconBuildingStore size={36} stroke={1.4} />
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
                  {settings.logo_url ? t('logo.replace') : t('logo.upload')}
                </Button>
              )}
            </FileButton>
            {settings.logo_url && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                disabled={busy}
                onClick={() => void change(removeLogo)}
              >
                {t('logo.remove')}
              </Button>
            )}
            <Text size="xs" c="dimmed">
              {t('logo.hint')}
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
