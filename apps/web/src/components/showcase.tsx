/**
 * The frame of the showcase pages (/test-cards, /test-header, /test-notifications, /demo/…): a
 * page title with what the page shows, and titled sections, each a landmark named by its title.
 */
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ShowcasePage({
  title,
  subtitle,
  size = 'md',
  inShell = false,
  children,
}: {
  title: string;
  subtitle: string;
  size?: 'md' | 'lg' | 'xl';
  /** Inside the apps shell, which pads its pages already. */
  inShell?: boolean;
  children: ReactNode;
}) {
  return (
    <Container
      size={size}
      py={inShell ? 0 : 'xl'}
      px={inShell ? 0 : { base: 'md', sm: 'lg' }}
      ml={inShell ? 0 : undefined}
    >
      <title>{title}</title>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

export function ShowcaseSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      {children}
    </Stack>
  );
}
