import { Group, Text } from '@mantine/core';
import { marginBasisPoints, subtract } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { MONEY_OUT_COLOR, MoneyText } from '../../../components/money-text';
import { useMoneyLocale } from '../../../lib/locale';
import { formatMargin } from '../product-format';

type Props = { price: number | null; cost: number | null; currency: string; unit: string };

/** The margin and the profit per unit, live while price and cost are typed. */
export function ProductMargin({ price, cost, currency, unit }: Props) {
  const { t } = useTranslation('products');
  const locale = useMoneyLocale();
  const margin = price === null ? null : marginBasisPoints(price, cost);
  if (margin === null || price === null || cost === null) {
    return (
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="form-margin">
        {t('form.marginNone')}
      </Text>
    );
  }
  const color = margin < 0 ? MONEY_OUT_COLOR : undefined;
  return (
    <Group gap="xs" aria-live="polite" data-testid="form-margin">
      <Text size="sm" fw={600} c={color}>
        {t('form.margin', { margin: formatMargin(margin, locale) })}
      </Text>
      <Text size="sm" c="dimmed" aria-hidden="true">
        ·
      </Text>
      <Text size="sm">
        {t('form.profit')}{' '}
        <MoneyText span amount={subtract(price, cost)} currency={currency} colored />{' '}
        {t('form.perUnit', { unit: unit.trim() || 'pcs' })}
      </Text>
    </Group>
  );
}
