/** One fact of a record in a description list (`<dl>`): a small caps label over its value. */
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  children: ReactNode;
  /** Across every column of the list's grid. */
  wide?: boolean;
};

export function Fact({ label, children, wide }: Props) {
  return (
    <Stack gap={2} miw={0} style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
