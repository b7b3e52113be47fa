/**
 * The business's totals above the list (the summary's `meta.totals`, the whole business whatever
 * the search): per currency what is owed to it, what it owes, and the net. Amounts of two
 * currencies are never added.
 */
import { Card, Skeleton, Stack, Text } from '@mantine/core';
import type { PositionFigures } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MoneyFigures } from '../../../components/money-figures';
import { OverdueLines } from './position-figures';

type Props = { totals: PositionFigures[] | null | undefined; loading: boolean };

const FIGURES = ['receivable', 'payable', 'net'] as const;

export function SummaryTotals({ totals, loading }: Props) {
  const { t } = useTranslation('debtcredit');
  const rows = totals ?? [];
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
              <Text size="sm" fw={600}>
                {rows.length > 1
                  ? t('totals.currency', { currency: row.currency })
                  : t('totals.title')}
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
          ))}
        </Stack>
      )}
    </Card>
  );
}
