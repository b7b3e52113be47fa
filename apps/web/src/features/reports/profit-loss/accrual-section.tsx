/**
 * The accrual view beside the cash basis: what was invoiced in the period (sent invoices by issue
 * date, paid or not), per currency. Invoices belong to no cash book: with one chosen, it says so.
 */
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AccrualSales } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { useFormatMoney } from '../../../components/money-text';
import { useMoneyLocale } from '../../../lib/locale';
import { changeText } from '../report-figures';

type Props = { accrual: readonly AccrualSales[]; compared: boolean; cashbook: boolean };

export function AccrualSection({ accrual, compared, cashbook }: Props) {
  const { t } = useTranslation('reports');
  const format = useFormatMoney();
  const locale = useMoneyLocale();
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="pl-accrual">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="md" id="pl-accrual">
            {t('profitLoss.accrualTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(cashbook ? 'profitLoss.accrualNoBook' : 'profitLoss.accrualHint')}
          </Text>
        </Stack>
        {accrual.map((sales) => (
          <SimpleGrid
            key={sales.currency}
            component="dl"
            m={0}
            cols={{ base: 2, sm: 3, lg: compared ? 7 : 6 }}
            data-testid={`accrual-${sales.currency}`}
          >
            <Fact label={t('profitLoss.invoices')}>{sales.invoices.toLocaleString(locale)}</Fact>
            <Fact label={t('profitLoss.base')}>{format(sales.base, sales.currency)}</Fact>
            <Fact label={t('profitLoss.charges')}>{format(sales.charges, sales.currency)}</Fact>
            <Fact label={t('profitLoss.beforeTax')}>
              {format(sales.before_tax, sales.currency)}
            </Fact>
            <Fact label={t('profitLoss.tax')}>{format(sales.tax, sales.currency)}</Fact>
            <Fact label={t('profitLoss.invoiced')}>{format(sales.total, sales.currency)}</Fact>
            {compared && (
              <Fact label={t('profitLoss.comparison')}>
                {format(sales.comparison_total ?? 0, sales.currency)} (
                {changeText(sales.change_bp, locale)})
              </Fact>
            )}
          </SimpleGrid>
        ))}
      </Stack>
    </Card>
  );
}
