/**
 * The business's totals above the list (the summary's `meta.totals`, the whole business whatever
 * the search): per currency what is owed to it, what it owes, and the net. Amounts of two
 * currencies are never added.
 */
import { Stack, Text } from '@mantine/core';
import type { PositionFigures } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MoneyFigures } from '../../../components/money-figures';
import { OverdueLines } from '../../../components/position-figures';
import { TotalsCard } from '../../../components/totals-card';

type Props = { totals: PositionFigures[] | null | undefined; loading: boolean };

const FIGURES = ['receivable', 'payable', 'net'] as const;

export function SummaryTotals({ totals, loading }: Props) {
  const { t } = useTranslation('debtcredit');
  return (
    <TotalsCard title={t('totals.title')} rows={totals ?? []} loading={loading}>
      {(row, several) => (
        <Stack gap="xs" key={row.currency} data-testid={`totals-${row.currency}`}>
          <Text size="sm" fw={600}>
            {several ? t('totals.currency', { currency: row.currency }) : t('totals.title')}
          </Text>
          <MoneyFigures
            figures={FIGURES.map((figure) => ({
              key: figure,
              label: t(`totals.${figure}`),
              amount: row[figure],
              colored: figure === 'net',
            }))}
            currency={row.currency}
            wideFrom="xs"
          />
          <OverdueLines figures={row} />
        </Stack>
      )}
    </TotalsCard>
  );
}
