import { Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { type ClearedReport, clearSiteData } from './clear-site-data';

export function ClearStoragePage() {
  const { t } = useTranslation('diagnostics');
  const [report, setReport] = useState<ClearedReport | null>(null);
  const [failed, setFailed] = useState(false);

  const run = () => {
    setReport(null);
    setFailed(false);
    clearSiteData().then(setReport, () => setFailed(true));
  };

  // Visiting the page is the request: clear at once, then say what went.
  useEffect(run, []);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('clear.title')}
          </Title>
          <Text c="dimmed">{t('clear.subtitle')}</Text>
        </Stack>
        {failed && <FormAlert kind="error">{t('clear.failed')}</FormAlert>}
        {report && (
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <FormAlert kind="success" title={t('clear.doneTitle')}>
                {t('clear.done')}
              </FormAlert>
              <List spacing={4} size="sm">
                <List.Item>{t('clear.local', { n: report.localStorage })}</List.Item>
                <List.Item>{t('clear.session', { n: report.sessionStorage })}</List.Item>
                <List.Item>{t('clear.cookies', { n: report.cookies.length })}</List.Item>
                <List.Item>{t('clear.caches', { n: report.caches })}</List.Item>
              </List>
              <Text size="xs" c="dimmed">
                {t('clear.httpOnly')}
              </Text>
            </Stack>
          </Card>
        )}
        <Group>
          <Button component={Link} to="/">
            {t('clear.home')}
          </Button>
          <Button variant="default" onClick={run}>
            {t('clear.again')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
