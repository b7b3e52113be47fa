/** A table that may scroll sideways; focusable so keyboard users can scroll it (axe). */
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export function ScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
