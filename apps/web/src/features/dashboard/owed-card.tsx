/**
 * The frame of the dashboard's cards of what is owed: a title with a link to where the records
 * are, the balance request's loading and error states, and the card's figures once it answers.
 */
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/error-message';

export function OwedCard({
  testId,
  title,
  link,
  query,
  children,
}: {
  testId: string;
  title: string;
  link: { to: string; label: string };
  query: UseQueryResult<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation(['apps', 'errors']);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Anchor component={Link} to={link.to} size="sm" fw={500}>
            <Group gap={2} wrap="nowrap">
              {link.label}
              <IconChevronRight size={16} aria-hidden="true" />
            </Group>
          </Anchor>
        </Group>
        {query.isPending && <Skeleton height={40} radius="md" />}
        {query.isError && (
          <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
            {errorMessage(t, query.error)}
          </Text>
        )}
        {query.isSuccess && children}
      </Stack>
    </Card>
  );
}
