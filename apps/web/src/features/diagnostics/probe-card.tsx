import { Badge, Card, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Probe, redact } from './diagnostics.api';

export function ProbeCard({ title, probe }: { title: string; probe: Probe | null }) {
  const { t } = useTranslation('diagnostics');
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>{title}</Text>
          {probe ? (
            <Group gap={6} wrap="nowrap">
              <Badge color={probe.ok ? 'teal' : 'red'} variant="light">
                {probe.status ?? t('noResponse')}
              </Badge>
              <Badge color="gray" variant="outline">
                {t('ms', { ms: probe.ms })}
              </Badge>
            </Group>
          ) : (
            <Badge color="gray" variant="light">
              {t('pending')}
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
