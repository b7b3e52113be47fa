import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CurrencyTotal } from '../api/cashbooks.api';
import { MoneyText } from './money-text';

type CurrencyTotalsProps = {
  title: string;
  hint?: string;
  totals: CurrencyTotal[];
  /** The currency shown when there is nothing yet (a zero in the business's currency). */
  fallbackCurrency: string;
  footer?: ReactNode;
};

/** The total of several books, one line per currency: amounts of two currencies never add up. */
export function CurrencyTotals({
  title,
  hint,
  totals,
  fallbackCurrency,
  footer,
}: CurrencyTotalsProps) {
  const lines = totals.length > 0 ? totals : [{ currency: fallbackCurrency, balance: 0 }];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="cash-totals">
      <Stack gap={6}>
        <Text size="sm" fw={600} c="dimmed">
          {title}
        </Text>
        {lines.map((line) => (
          <Group
            key={line.currency}
            justify="space-between"
            align="baseline"
            wrap="nowrap"
            gap="xs"
          >
            <MoneyText
              amount={line.balance}
              currency={line.currency}
              colored
              fz={{ base: 28, sm: 34 }}
              fw={700}
              lh={1.2}
              data-testid={`total-${line.currency}`}
            />
            {lines.length > 1 && (
              <Text size="sm" c="dimmed" fw={600}>
                {line.currency}
              </Text>
            )}
          </Group>
        ))}
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
        {footer}
      </Stack>
    </Card>
  );
}
