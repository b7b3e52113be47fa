import { Badge, Card, Code, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Probe, redact } from './diagnostics.api';
import { StatusLight } from './status-light';

export function ProbeCard({
  title,
  probe,
  skipped = false,
  light = false,
  children,
}: {
  title: string;
  probe: Probe | null;
  /** No result because an earlier step failed. */
  skipped?: boolean;
  /** Show a status light under the title (the API test's checks). */
  light?: boolean;
  /** Facts read from the answer, above its body. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('diagnostics');
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{title}</Text>
          {probe ? (
            <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
              <Badge color={probe.ok ? 'teal' : 'red'} variant="light" tt="none">
                {probe.status ?? t('noResponse')}
              </Badge>
              <Badge color="gray" variant="outline" tt="none">
                {t('ms', { ms: probe.ms })}
              </Badge>
            </Group>
          ) : (
            <Badge color="gray" variant="light" tt="none">
              {skipped ? t('skipped') : t('pending')}
            </Badge>
          )}
        </Group>
        {light && <StatusLight state={probe ? (probe.ok ? 'ok' : 'failed') : 'pending'} />}
        {probe && (
          <>
            {children}
            <Text size="xs" c="dimmed" ff="monospace">
              {probe.method} {probe.path}
            </Text>
            {/* A long answer scrolls: focusable, so a keyboard can scroll it too. */}
            <Code
              block
              fz="xs"
              style={{ maxHeight: 220, overflow: 'auto' }}
              tabIndex={0}
              aria-label={t('answerOf', { title })}
            >
              {probe.error ?? JSON.stringify(redact(probe.body), null, 2)}
            </Code>
          </>
        )}
      </Stack>
    </Card>
  );
}
