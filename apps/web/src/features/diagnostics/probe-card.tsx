import { Badge, Card, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Probe, redact } from './diagnostics.api';

export function ProbeCard({
  title,
  probe,
  skipped = false,
}: {
  title: string;
  probe: Probe | null;
  /** No result because an earlier step failed. */
  skipped?: boolean;
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
        {probe && (
          <>
            <Text size="xs" c="dimmed" ff="monospace">
              {probe.method} {probe.path}
            </Text>
            <Code block fz="xs" style={{ maxHeight: 220, overflow: 'auto' }}>
              {probe.error ?? JSON.stringify(redact(probe.body), null, 2)}
            </Code>
          </>
        )}
      </Stack>
    </Card>
  );
}
