/**
 * A few labelled amounts of one currency side by side (a list's totals): a column of each when
 * wide, a row each (label left, amount right) on a phone.
 */
import { Flex, SimpleGrid, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { MoneyText } from './money-text';

export type MoneyFigure = {
  /** Names the figure's test id, `total-<key>`. */
  key: string;
  label: string;
  amount: number;
  /** Teal when positive, red when negative. */
  colored?: boolean;
  style?: CSSProperties;
};

export function MoneyFigures({
  figures,
  currency,
  wideFrom,
}: {
  figures: readonly MoneyFigure[];
  currency: string;
  /** The breakpoint from which the figures stand in columns. */
  wideFrom: 'xs' | 'sm';
}) {
  return (
    <SimpleGrid cols={{ base: 1, [wideFrom]: figures.length }} spacing="xs">
      {figures.map((figure) => (
        <Flex
          key={figure.key}
          direction={{ base: 'row', [wideFrom]: 'column' }}
          justify="space-between"
          align={{ base: 'baseline', [wideFrom]: 'flex-start' }}
          gap={2}
          miw={0}
        >
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {figure.label}
          </Text>
          <MoneyText
            amount={figure.amount}
            currency={currency}
            colored={figure.colored}
            fw={700}
            fz={{ base: 'md', sm: 'lg' }}
            style={figure.style}
            data-testid={`total-${figure.key}`}
          />
        </Flex>
      ))}
    </SimpleGrid>
  );
}
