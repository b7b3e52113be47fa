/** What a page shows instead of its data: while it loads, when it failed, when there is none. */
import { Alert, Button, Card, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { type Icon, IconAlertCircle } from './icons';

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(t, error)}</Text>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function ListSkeleton({ rows = 3, height = 72 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} height={height} radius="lg" />
      ))}
    </Stack>
  );
}

type EmptyStateProps = {
  icon: Icon;
  title: string;
  body: string;
  action?: ReactNode;
  /** The heading level inside the page (2 by default). */
  order?: 1 | 2 | 3;
};

export function EmptyState({ icon: Glyph, title, body, action, order = 2 }: EmptyStateProps) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="sm" ta="center" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <Glyph size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={order} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {body}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}
