import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The wordmark; links home unless told otherwise. */
export function Logo({
  to = '/',
  label,
  compact = false,
}: {
  to?: string;
  label: string;
  /** On phones show the mark only, leaving room for the business name. */
  compact?: boolean;
}) {
  return (
    <Group
      gap={8}
      wrap="nowrap"
      td="none"
      c="inherit"
      // The accessible name starts with the visible word, then says where the link goes.
      renderRoot={(props) => <Link {...props} to={to} aria-label={`Usaha – ${label}`} />}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-teal-7)" />
        <path d="M9 9v9a7 7 0 0 0 14 0V9h-4v9a3 3 0 0 1-6 0V9z" fill="#fff" />
      </svg>
      <Text fw={800} fz="lg" lh={1} component="span" visibleFrom={compact ? 'xs' : undefined}>
        Usaha
      </Text>
    </Group>
  );
}
