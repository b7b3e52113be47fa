/**
 * The business's totals above the list (the summary's `meta.totals`, the whole business whatever
 * the search): per currency what is owed to it, what it owes, and the net. Amounts of two
 * currencies are never added.
 */
import { Card, Flex, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { PositionFigures } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
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
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                {FIGURES.map((figure) => (
                  // A row (label left, amount right) on phones; a column of three when wider.
                  <Flex
                    key={figure}
                    direction={{ base: 'row', xs: 'column' }}
                    justify="space-between"
                    align={{ base: 'baseline', xs: 'flex-start' }}
                    gap={2}
                    miw={0}
                  >
                    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                      {t(`totals.${figure}`)}
                    </Text>
                    <MoneyText
                      amount={row[figure]}
                      currency={row.currency}
                      colored={figure === 'net'}
                      fw={700}
                      fz={{ base: 'md', sm: 'lg' }}
                      data-testid={`total-${figure}`}
                    />
                  </Flex>
                ))}
              </SimpleGrid>
              <OverdueLines figures={row} />
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
