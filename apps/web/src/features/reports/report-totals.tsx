/** The few figures a report's part leads with (income, expense, net…), each in its own tile. */
import { Card, SimpleGrid, Text } from '@mantine/core';
import { MoneyText } from '../../components/money-text';

export type ReportTotal = { key: string; label: string; amount: number; colored?: boolean };

export function ReportTotals({
  items,
  currency,
}: {
  items: readonly ReportTotal[];
  currency: string;
}) {
  return (
    <SimpleGrid
      cols={{ base: items.length > 3 ? 2 : 1, xs: items.length > 3 ? 2 : 3, sm: items.length }}
      spacing="sm"
    >
      {items.map((item) => (
        <Card
          key={item.key}
          withBorder
          radius="md"
          padding="sm"
          data-testid={`report-total-${item.key}`}
        >
          <Text size="sm" c="dimmed" fw={600}>
            {item.label}
          </Text>
          <MoneyText
            amount={item.amount}
            currency={currency}
            colored={item.colored}
            fz="lg"
            fw={700}
          />
        </Card>
      ))}
    </SimpleGrid>
  );
}
