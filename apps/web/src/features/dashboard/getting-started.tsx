import { Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import type { AuthUser } from '@usaha/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { markPasswordConfirmed } from '../../lib/password-confirmed';
import { type ChecklistStep, checklistOf, type LedgerProgress } from './checklist';

function Step({ step, done, action }: { step: ChecklistStep; done: boolean; action: ReactNode }) {
  const { t } = useTranslation('apps');
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap" data-testid={`step-${step}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 220px' }}>
        <ThemeIcon
          radius="xl"
          size={28}
          color={done ? 'teal' : 'gray'}
          variant={done ? 'filled' : 'light'}
          role="img"
          aria-label={done ? t('dashboard.done') : t('dashboard.todo')}
        >
          {done ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600} td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
            {t(`dashboard.steps.${step}.title`)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`dashboard.steps.${step}.body`)}
          </Text>
        </Stack>
      </Group>
      {!done && action}
    </Group>
  );
}

/** `progress`: what the dashboard's answer says of the books (any cash book, any entry). */
export function GettingStarted({ user, progress }: { user: AuthUser; progress: LedgerProgress }) {
  const { t } = useTranslation('apps');
  // The steps live in local storage, outside React: re-read them after a step is done here.
  const [, setVersion] = useState(0);
  const steps = checklistOf(user, progress);
  const total = Object.keys(steps).length;
  const doneCount = Object.values(steps).filter(Boolean).length;

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg">
            {t('dashboard.checklistTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboard.progress', { done: doneCount, total })}
          </Text>
        </Group>
        <Progress value={(doneCount / total) * 100} size="sm" aria-hidden="true" />
        <Step
          step="cashbook"
          done={steps.cashbook}
          action={
            <Button component={Link} to="/apps/cashbook/form/new" variant="light" size="xs">
              {t('dashboard.steps.cashbook.action')}
            </Button>
          }
        />
        <Step
          step="transaction"
          done={steps.transaction}
          action={
            steps.cashbook && (
              <Button
                component={Link}
                to="/apps/cashbook/transactions/create"
                variant="light"
                size="xs"
              >
                {t('dashboard.steps.transaction.action')}
              </Button>
            )
          }
        />
        <Step
          step="profile"
          done={steps.profile}
          action={
            <Button component={Link} to="/apps/settings/profile" variant="light" size="xs">
              {t('dashboard.steps.profile.action')}
            </Button>
          }
        />
        <Step
          step="language"
          done={steps.language}
          action={
            <LanguageSwitcher size="sm" onChange={() => setVersion((version) => version + 1)} />
          }
        />
        <Step
          step="password"
          done={steps.password}
          action={
            <Group gap="xs">
              <Button component={Link} to="/apps/settings/password" variant="light" size="xs">
                {t('dashboard.steps.password.action')}
              </Button>
              <Button
                variant="subtle"
                size="xs"
                onClick={() => {
                  markPasswordConfirmed(user.id);
                  setVersion((version) => version + 1);
                }}
              >
                {t('dashboard.steps.password.confirm')}
              </Button>
            </Group>
          }
        />
        {doneCount === total && (
          <Text size="sm" c="teal" fw={500}>
            {t('dashboard.allDone')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
