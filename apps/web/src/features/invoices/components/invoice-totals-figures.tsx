/** One currency's three totals (invoiced, paid, still due), as the list's totals show them. */
import { Flex, SimpleGrid, Text } from '@mantine/core';
import type { InvoiceTotals } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MONEY_OUT_COLOR, MoneyText } from '../../../components/money-text';

const FIGURES = ['total', 'paid', 'amount_due'] as const;
/** Money still owed to the business stands out (red text, readable in both schemes). */
export const DUE_STYLE = { color: MONEY_OUT_COLOR };

/** The three figures of one currency: in a column of three when wide, as rows on a phone. */
export function TotalsFigures({ row }: { row: InvoiceTotals }) {
  const { t } = useTranslation('invoices');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
      {FIGURES.map((figure) => (
        // A row (label left, amount right) on phones; a column of three when wider.
        <Flex
          key={figure}
          direction={{ base: 'row', sm: 'column' }}
          justify="space-between"
          align={{ base: 'baseline', sm: 'flex-start' }}
          gap={2}
          miw={0}
        >
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t(`totals.${figure}`)}
          </Text>
          <MoneyText
            amount={row[figure]}
            currency={row.currency}
            fw={700}
            fz={{ base: 'md', sm: 'lg' }}
            style={figure === 'amount_due' && row.amount_due > 0 ? DUE_STYLE : undefined}
            data-testid={`total-${figure}`}
          />
        </Flex>
      ))}
    </SimpleGrid>
  );
}
