import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconChevronLeft } from './icons';
import tap from './tap-target.module.css';

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A link back up, e.g. to the list of cash books. */
  back?: { to: string; label: string };
  actions?: ReactNode;
};

export function PageHeader({ title, subtitle, back, actions }: PageHeaderProps) {
  return (
    <Stack gap={6}>
      {back && (
        <Anchor
          component={Link}
          to={back.to}
          size="sm"
          fw={500}
          w="fit-content"
          className={tap.link}
        >
          <Group gap={2} wrap="nowrap">
            <IconChevronLeft size={16} aria-hidden="true" />
            {back.label}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 240px' }}>
          <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
