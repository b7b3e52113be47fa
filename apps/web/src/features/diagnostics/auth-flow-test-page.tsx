import { Alert, Button, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarePage } from '../../components/bare-page';
import { PasswordField } from '../../components/password-field';
import { FLOW_STEPS, type FlowStep, runAuthFlow } from './auth-flow';
import type { Probe } from './diagnostics.api';
import { ProbeCard } from './probe-card';

export function AuthFlowTestPage() {
  const { t } = useTranslation('diagnostics');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [results, setResults] = useState<Partial<Record<FlowStep, Probe>>>({});
  const [running, setRunning] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRunning(true);
    setResults({});
    await runAuthFlow({ username: username.trim(), password }, (step, result) =>
      setResults((current) => ({ ...current, [step]: result })),
    );
    setRunning(false);
  }

  return (
    <BarePage>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('flow.title')}
          </Title>
          <Text c="dimmed">{t('flow.subtitle')}</Text>
        </Stack>
        <Alert color="yellow" variant="light">
          {t('flow.warning')}
        </Alert>
        <Card withBorder radius="lg" padding="lg">
          <form onSubmit={onSubmit}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('flow.username')}
                  autoComplete="username"
                  autoCapitalize="none"
                  required
                  value={username}
                  onChange={(event) => setUsername(event.currentTarget.value)}
                />
                <PasswordField
                  label={t('flow.password')}
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
              </SimpleGrid>
              <Button type="submit" loading={running}>
                {t('flow.run')}
              </Button>
            </Stack>
          </form>
        </Card>
        <Stack gap="sm">
          {FLOW_STEPS.map((step, index) => (
            <ProbeCard
              key={step}
              title={`${index + 1}. ${t(`flow.steps.${step}`)}`}
              probe={results[step] ?? null}
              skipped={!running && Object.keys(results).length > 0}
            />
          ))}
        </Stack>
      </Stack>
    </BarePage>
  );
}
