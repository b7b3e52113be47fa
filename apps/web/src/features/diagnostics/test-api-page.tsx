/**
 * /test-api: the configuration this page runs with, then the config, CSRF and health calls one
 * after another, each with a status light, its round-trip time and its answer; the health check
 * adds the database's latency. The whole result copies as a plain-text report for support.
 */
import {
  Button,
  Card,
  Code,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../components/copy-value';
import { getApiBase, getConfig } from '../../lib/config';
import { apiReport, databaseOf } from './api-report';
import { type Probe, probe } from './diagnostics.api';
import { ProbeCard } from './probe-card';

type Results = { config: Probe | null; csrf: Probe | null; health: Probe | null };
const NONE: Results = { config: null, csrf: null, health: null };

function DatabaseLine({ health }: { health: Probe | null }) {
  const { t } = useTranslation('diagnostics');
  const database = databaseOf(health);
  if (!database) return null;
  return (
    <Text size="sm" data-testid="database-latency">
      {t('testApi.database', {
        kind: database.kind,
        ms: database.latencyMs ?? '—',
      })}
    </Text>
  );
}

export function TestApiPage() {
  const { t } = useTranslation('diagnostics');
  const [results, setResults] = useState<Results>(NONE);
  const [running, setRunning] = useState(false);
  const [finishedAt, setFinishedAt] = useState<Date | null>(null);
  const config = getConfig();

  const run = useCallback(async () => {
    setRunning(true);
    setResults(NONE);
    setFinishedAt(null);
    // One after another, so each round-trip time is measured on an idle connection.
    const configProbe = await probe('/config/');
    setResults((current) => ({ ...current, config: configProbe }));
    const csrfProbe = await probe('/v1/auth/csrf/');
    setResults((current) => ({ ...current, csrf: csrfProbe }));
    const healthProbe = await probe('/health/');
    setResults((current) => ({ ...current, health: healthProbe }));
    setFinishedAt(new Date());
    setRunning(false);
  }, []);

  useEffect(() => {
    void run();
  }, [run]);

  const facts: [string, string][] = [
    [t('apiBase'), getApiBase()],
    [t('apiVersion'), config.api_version],
    [t('configSource'), config._fallback ? t('configFallback') : t('configServer')],
    [t('buildId'), __BUILD_ID__],
  ];
  const report =
    finishedAt &&
    apiReport({
      words: {
        title: t('testApi.title'),
        ok: t('light.ok'),
        failed: t('light.failed'),
        notRun: t('pending'),
        noResponse: t('noResponse'),
        database: t('testApi.databaseLabel'),
      },
      facts,
      checks: [
        [t('testApi.config'), results.config],
        [t('testApi.csrf'), results.csrf],
        [t('testApi.health'), results.health],
      ],
      at: finishedAt,
      userAgent: navigator.userAgent,
    });

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
            {facts.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <ProbeCard title={t('testApi.config')} probe={results.config} light />
          <ProbeCard title={t('testApi.csrf')} probe={results.csrf} light />
          <ProbeCard title={t('testApi.health')} probe={results.health} light>
            <DatabaseLine health={results.health} />
          </ProbeCard>
        </SimpleGrid>
        {report && (
          <Card withBorder radius="md" padding="md">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{t('testApi.report')}</Text>
                <CopyValue value={report} label={t('testApi.copyReport')} />
              </Group>
              <Text size="sm" c="dimmed">
                {t('testApi.reportHint')}
              </Text>
              {/* Wrapped, not scrolled: the whole report reads on a phone. */}
              <Code
                block
                fz="xs"
                data-testid="api-report"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {report}
              </Code>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
