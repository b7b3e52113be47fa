import { Button, Container, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getApiBase, getConfig } from '../../lib/config';
import { type Probe, probe } from './diagnostics.api';
import { ProbeCard } from './probe-card';

type Results = { config: Probe | null; csrf: Probe | null; health: Probe | null };
const NONE: Results = { config: null, csrf: null, health: null };

export function TestApiPage() {
  const { t } = useTranslation('diagnostics');
  const [results, setResults] = useState<Results>(NONE);
  const [running, setRunning] = useState(false);
  const config = getConfig();

  const run = useCallback(async () => {
    setRunning(true);
    setResults(NONE);
    // One after another, so each round-trip time is measured on an idle connection.
    const configProbe = await probe('/config/');
    setResults((current) => ({ ...current, config: configProbe }));
    const csrfProbe = await probe('/v1/auth/csrf/');
    setResults((current) => ({ ...current, csrf: csrfProbe }));
    const healthProbe = await probe('/health/');
    setResults((current) => ({ ...current, health: healthProbe }));
    setRunning(false);
  }, []);

  useEffect(() => {
    void run();
  }, [run]);

  const rows: [string, string][] = [
    [t('apiBase'), getApiBase()],
    [t('apiVersion'), config.api_version],
    [t('configSource'), config._fallback ? t('configFallback') : t('configServer')],
    [t('buildId'), __BUILD_ID__],
  ];

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('testApi.title')}
            </Title>
            <Text c="dimmed">{t('testApi.subtitle')}</Text>
          </Stack>
          <Button onClick={() => void run()} loading={running}>
            {t('runAgain')}
          </Button>
        </Group>
        <Table withTableBorder variant="vertical" layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <ProbeCard title={t('testApi.config')} probe={results.config} />
          <ProbeCard title={t('testApi.csrf')} probe={results.csrf} />
          <ProbeCard title={t('testApi.health')} probe={results.health} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
