/** The frame of every dashboard card: a title, a link to the page where its records are, and its figures. */
import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconChevronRight } from '../../components/icons';

export function DashboardCard({
  testId,
  title,
  link,
  children,
}: {
  testId: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {link && (
            <Anchor component={Link} to={link.to} size="sm" fw={500}>
              <Group gap={2} wrap="nowrap">
                {link.label}
                <IconChevronRight size={16} aria-hidden="true" />
              </Group>
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
