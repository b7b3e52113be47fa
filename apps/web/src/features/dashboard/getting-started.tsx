/**
 * The getting-started checklist at the top of the dashboard: the steps still to do link to where
 * each is done. It is gone once every step is done, or once dismissed (on this device).
 */
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCheck, IconCircleDashed, IconX } from '../../components/icons';
import {
  CHECKLIST,
  dismissChecklist,
  isChecklistDismissed,
  type Progress as Steps,
} from './checklist';

function Step({ item, done }: { item: (typeof CHECKLIST)[number]; done: boolean }) {
  const { t } = useTranslation('apps');
  const { step } = item;
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
          {!done && (
            <Text size="sm" c="dimmed">
              {t(`dashboard.steps.${step}.body`)}
            </Text>
          )}
        </Stack>
      </Group>
      {!done && (
        <Group gap="xs">
          <Button component={Link} to={item.to} variant="light" size="xs">
            {t(`dashboard.steps.${step}.action`)}
          </Button>
          {item.second && (
            <Button component={Link} to={item.second} variant="subtle" size="xs">
              {t(`dashboard.steps.${step}.second`)}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}

export function GettingStarted({ progress, businessId }: { progress: Steps; businessId: string }) {
  const { t } = useTranslation('apps');
  const [dismissed, setDismissed] = useState(() => isChecklistDismissed(businessId));
  const total = CHECKLIST.length;
  const doneCount = CHECKLIST.filter(({ step }) => progress[step]).length;
  if (dismissed || doneCount === total) return null;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="checklist-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="checklist-title">
              {t('dashboard.checklistTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.progress', { done: doneCount, total })}
            </Text>
          </Stack>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('dashboard.dismiss')}
            onClick={() => {
              dismissChecklist(businessId);
              setDismissed(true);
            }}
          >
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Progress value={(doneCount / total) * 100} size="sm" aria-hidden="true" />
        {CHECKLIST.map((item) => (
          <Step key={item.step} item={item} done={progress[item.step]} />
        ))}
      </Stack>
    </Card>
  );
}
