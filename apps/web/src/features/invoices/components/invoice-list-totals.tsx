/**
 * The totals of the whole filter (not of the loaded page), per currency: what was invoiced, what
 * was paid and what is still due. Amounts of two currencies are never added.
 */
import { Card, Flex, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { InvoiceTotals } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MONEY_OUT_COLOR, MoneyText } from '../../../components/money-text';

type Props = {
  totals: InvoiceTotals[] | null | undefined;
  /** Shown with zeros when nothing matches (the business's currency). */
  fallbackCurrency: string;
  loading: boolean;
};

const FIGURES = ['total', 'paid', 'amount_due'] as const;
/** Money still owed to the business stands out (red text, readable in both schemes). */
const DUE_STYLE = { color: MONEY_OUT_COLOR };

export function InvoiceListTotals({ totals, fallbackCurrency, loading }: Props) {
  const { t } = useTranslation('invoices');
  const rows: InvoiceTotals[] =
    totals && totals.length > 0
      ? totals
      : [{ currency: fallbackCurrency, total: 0, paid: 0, amount_due: 0, count: 0 }];
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-label={t('totals.title')}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <Stack gap="xs">
          <Skeleton height={14} width="40%" />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <Stack gap="md">
          {rows.map((row) => (
            <Stack gap="xs" key={row.currency} data-testid={`totals-${row.currency}`}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {rows.length > 1
                    ? t('totals.currency', { currency: row.currency })
                    : t('totals.title')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('totals.count', { count: row.count })}
                </Text>
              </Group>
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
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
