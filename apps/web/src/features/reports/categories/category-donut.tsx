/** One side's categories as a donut, with each one's share beside it in words. */
import { Box, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import type { CategoriesSide } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { ChartFrame, DonutChart } from '../../../components/charts/lazy-charts';
import { useFormatMoney } from '../../../components/money-text';
import { useMoneyLocale } from '../../../lib/locale';
import { lineName, percentText, type ReportSide } from '../report-figures';

const SIZE = 160;
/** The uncategorised and invoice-payment lines have no colour of their own. */
const OTHER_COLORS: Record<string, string> = {
  invoice_payments: 'var(--mantine-color-blue-5)',
  uncategorised: 'var(--mantine-color-gray-6)',
};

type Props = { side: ReportSide; figures: CategoriesSide; currency: string };

export function CategoryDonut({ side, figures, currency }: Props) {
  const { t } = useTranslation('reports');
  const format = useFormatMoney();
  const locale = useMoneyLocale();
  const shown = figures.lines.filter((line) => line.share_bp > 0);
  const title = t(`categories.${side}`);
  const slices = shown.map((line) => ({
    name: lineName(t, line, side),
    value: line.amount,
    color: line.color ?? OTHER_COLORS[line.kind] ?? 'var(--mantine-color-gray-6)',
  }));
  return (
    <Stack gap="xs" miw={0}>
      <Title order={3} fz="sm">
        {title} · {format(figures.amount, currency)}
      </Title>
      {slices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      ) : (
        <Group align="center" gap="md" wrap="wrap">
          <Box w={SIZE}>
            <ChartFrame label={t('categories.chartLabel', { side: title, currency })} height={SIZE}>
              <DonutChart
                data={slices}
                size={SIZE}
                thickness={24}
                withTooltip
                valueFormatter={(value) => format(value, currency)}
              />
            </ChartFrame>
          </Box>
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} miw={0}>
            {shown.map((line, index) => (
              <Group
                component="li"
                key={`${line.kind}-${line.category_id ?? ''}`}
                gap="xs"
                wrap="nowrap"
              >
                <ColorSwatch
                  color={slices[index]?.color ?? 'var(--mantine-color-gray-6)'}
                  size={12}
                  withShadow={false}
                />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {lineName(t, line, side)}
                </Text>
                <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {percentText(line.share_bp, locale)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Stack>
  );
}
