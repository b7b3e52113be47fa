/**
 * Said where the owner shares a link for a customer: a link on localhost (the app opened as
 * http://localhost:3000 and no PUBLIC_URL) opens on nobody else's phone. The way out is named:
 * open the app by this computer's address on the network, or set PUBLIC_URL.
 */
import { Alert, Text } from '@mantine/core';
import { isLoopbackHost } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { IconAlertTriangle } from './icons';

const URLS = /https?:\/\/[^\s<>"']+/g;

/** Whether a link, or any link in a message, points at this device only. */
export function pointsAtLocalhost(text: string): boolean {
  return (text.match(URLS) ?? []).some((url) => {
    try {
      return isLoopbackHost(new URL(url).hostname);
    } catch {
      return false;
    }
  });
}

export function LocalLinkNotice({ text }: { text: string }) {
  const { t } = useTranslation('apps');
  if (!pointsAtLocalhost(text)) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={t('localLink.title')}
      data-testid="local-link-notice"
    >
      <Text size="sm">{t('localLink.body')}</Text>
    </Alert>
  );
}
