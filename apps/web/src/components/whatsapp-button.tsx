/** A link that opens WhatsApp (a `wa.me` address with its prepared message), in a new tab. */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconBrandWhatsapp } from './icons';
import { LocalLinkNotice } from './local-link-notice';

export function WhatsAppButton({
  href,
  children,
  'aria-label': label,
}: {
  href: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // WhatsApp's own dark green: white text on it reads at 7:1 (its bright green does not).
      color="#075e54"
      leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
      aria-label={label}
    >
      {children}
    </Button>
  );
}

/** A prepared message as it goes out, and the button that opens it in WhatsApp. */
export function WhatsAppMessage({
  message,
  href,
  openLabel,
  onOpened,
}: {
  message: string;
  href: string;
  openLabel: string;
  /** The link was opened (the click reaches the link first: a new tab, then this). */
  onOpened?: () => void;
}) {
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          data-testid="whatsapp-message"
        >
          {message}
        </Text>
      </Paper>
      <LocalLinkNotice text={message} />
      <Group justify="flex-end" gap="xs" onClickCapture={onOpened}>
        <WhatsAppButton href={href}>{openLabel}</WhatsAppButton>
      </Group>
    </Stack>
  );
}
