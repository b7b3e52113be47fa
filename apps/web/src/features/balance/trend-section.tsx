/** The 12-month trend, one chart per currency (amounts of two currencies never share an axis). */
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BalanceTrend } from '../../api/balance.api';
import { LoadError } from '../../components/query-state';
import { TrendChart, type TrendPoint } from './trend-chart';

/**
 * One series per currency that appears at any month end, oldest month first. A month whose
 * totals lack the currency (no book of it had started yet) has no balance: `null`, no bar.
 */
export function seriesByCurrency(
  trend: BalanceTrend,
  fallbackCurrency: string,
): { currency: string; points: TrendPoint[] }[] {
  const currencies = [
    ...new Set(trend.points.flatMap((point) => point.totals.map((total) => total.currency))),
  ];
  if (currencies.length === 0) currencies.push(fallbackCurrency);
  return currencies.map((currency) => ({
    currency,
    points: trend.points.map((point) => ({
      date: point.date,
      balance: point.totals.find((total) => total.currency === currency)?.balance ?? null,
    })),
  }));
}

type Props = { trend: UseQueryResult<BalanceTrend>; fallbackCurrency: string };

export function TrendSection({ trend, fallbackCurrency }: Props) {
  const { t } = useTranslation('balance');
  let body: React.ReactNode;
  if (trend.isPending) body = <Skeleton height={220} radius="md" />;
  else if (trend.isError)
    body = <LoadError error={trend.error} onRetry={() => void trend.refetch()} />;
  else {
    const series = seriesByCurrency(trend.data, fallbackCurrency);
    body = series.map(({ currency, points }) => (
      <Stack key={currency} gap="xs" data-testid={`trend-${currency}`}>
        {series.length > 1 && (
          <Text size="sm" fw={600}>
            {currency}
          </Text>
        )}
        <TrendChart
          points={points}
          currency={currency}
          title={t('trend.chartTitle', { currency })}
        />
      </Stack>
    ));
  }
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="trend">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="md" id="trend">
            {t('trend.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('trend.hint')}
          </Text>
        </Stack>
        {body}
      </Stack>
    </Card>
  );
}
