/** A coloured dot with its word: green when a check passed, red when it failed, grey while waiting. */
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LightState = 'ok' | 'failed' | 'pending';

const COLORS: Record<LightState, string> = {
  ok: 'var(--mantine-color-teal-6)',
  failed: 'var(--mantine-color-red-6)',
  pending: 'var(--mantine-color-gray-5)',
};

export function StatusLight({ state }: { state: LightState }) {
  const { t } = useTranslation('diagnostics');
  return (
    <Group gap={6} wrap="nowrap" data-testid="status-light" data-state={state}>
      <Box
        w={10}
        h={10}
        aria-hidden="true"
        style={{ borderRadius: '50%', background: COLORS[state], flexShrink: 0 }}
      />
      <Text size="sm">{t(`light.${state}`)}</Text>
    </Group>
  );
}
