/**
 * Totals of the whole filter (not of the loaded page): money in, money out and the net, per
 * currency. Transfers between the business's own books are shown apart, never as income.
 */
import { Flex, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { subtract, type EntryTotals as Totals } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MoneyText, useFormatMoney } from './money-text';
import { TotalsCard } from './totals-card';

type Props = {
  totals: Totals[] | null | undefined;
  /** Shown with zeros when nothing matches (the business's currency). */
  fallbackCurrency: string;
  loading?: boolean;
};

function Figure({
  label,
  amount,
  currency,
  direction,
  testId,
}: {
  label: string;
  amount: number;
  currency: string;
  direction?: 'in' | 'out';
  testId: string;
}) {
  return (
    // A row (label left, amount right) on phones; a column of three on wider screens.
    <Flex
      direction={{ base: 'row', sm: 'column' }}
      justify="space-between"
      align={{ base: 'baseline', sm: 'flex-start' }}
      gap={2}
      miw={0}
    >
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <MoneyText
        amount={amount}
        currency={currency}
        direction={direction}
        colored
        fw={700}
        fz={{ base: 'md', sm: 'lg' }}
        ta="right"
        data-testid={testId}
      />
    </Flex>
  );
}

function CurrencyTotals({ totals, showCurrency }: { totals: Totals; showCurrency: boolean }) {
  const { t } = useTranslation('transactions');
  const format = useFormatMoney();
  const net = subtract(totals.in, totals.out);
  const hasTransfers = totals.transfer_in > 0 || totals.transfer_out > 0;
  return (
    <Stack gap="xs" data-testid={`totals-${totals.currency}`}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {showCurrency ? t('totals.currency', { currency: totals.currency }) : t('totals.title')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="totals-count">
          {t('totals.count', { count: totals.count })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Figure
          label={t('totals.in')}
          amount={totals.in}
          currency={totals.currency}
          direction="in"
          testId="total-in"
        />
        <Figure
          label={t('totals.out')}
          amount={totals.out}
          currency={totals.currency}
          direction="out"
          testId="total-out"
        />
        <Figure
          label={t('totals.net')}
          amount={net}
          currency={totals.currency}
          testId="total-net"
        />
      </SimpleGrid>
      {hasTransfers && (
        <Text
          size="sm"
          c="dimmed"
          data-testid="totals-transfers"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {t('totals.transfers', {
            in: format(totals.transfer_in, totals.currency),
            out: format(totals.transfer_out, totals.currency),
          })}
        </Text>
      )}
    </Stack>
  );
}

export function EntryTotals({ totals, fallbackCurrency, loading }: Props) {
  const { t } = useTranslation('transactions');
  const rows: Totals[] =
    totals && totals.length > 0
      ? totals
      : [{ currency: fallbackCurrency, in: 0, out: 0, transfer_in: 0, transfer_out: 0, count: 0 }];
  return (
    <TotalsCard title={t('totals.title')} rows={rows} loading={loading ?? false}>
      {(row, several) => <CurrencyTotals key={row.currency} totals={row} showCurrency={several} />}
    </TotalsCard>
  );
}
