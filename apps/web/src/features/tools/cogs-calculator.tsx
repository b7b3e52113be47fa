/** HPP (metode periodik): opening stock + purchases + their costs − returns − closing stock. */
import { SimpleGrid, Stack } from '@mantine/core';
import { costOfGoods } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input';
import { attempt, type Figure, ResultCard, useFigures } from './tool-parts';

const FIELDS = [
  'opening_stock',
  'purchases',
  'purchase_costs',
  'purchase_returns',
  'closing_stock',
] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  opening_stock: 'fields.openingStock',
  purchases: 'fields.purchases',
  purchase_costs: 'fields.purchaseCosts',
  purchase_returns: 'fields.purchaseReturns',
  closing_stock: 'fields.closingStock',
};

export function CogsCalculator() {
  const { t } = useTranslation('tools');
  const { currency, money } = useFigures();
  const [values, setValues] = useState<Record<Field, number | null>>({
    opening_stock: null,
    purchases: null,
    purchase_costs: null,
    purchase_returns: null,
    closing_stock: null,
  });
  // Purchase costs and returns may stay empty (none); the stock counts and purchases may not.
  const filled = values.opening_stock !== null && values.purchases !== null;
  const closing = values.closing_stock;
  const result =
    filled && closing !== null
      ? attempt(() =>
          costOfGoods({
            opening_stock: values.opening_stock ?? 0,
            purchases: values.purchases ?? 0,
            purchase_costs: values.purchase_costs ?? 0,
            purchase_returns: values.purchase_returns ?? 0,
            closing_stock: closing,
          }),
        )
      : null;
  const closingError =
    filled && closing !== null && result === null ? t('errors.closingTooHigh') : undefined;

  const inputs: Figure[] = FIELDS.map((field) => ({
    label: t(LABELS[field]),
    value: money(values[field] ?? 0),
  }));
  const results: Figure[] | null = result
    ? [
        { label: t('results.available'), value: money(result.available) },
        { label: t('results.cogs'), value: money(result.cost_of_goods) },
      ]
    : null;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map((field) => (
          <AmountInput
            key={field}
            label={t(LABELS[field])}
            currency={currency}
            value={values[field]}
            onChange={(minor) => setValues((now) => ({ ...now, [field]: minor }))}
            error={field === 'closing_stock' ? closingError : undefined}
          />
        ))}
      </SimpleGrid>
      <ResultCard
        name={t('calcs.cogs')}
        inputs={inputs}
        results={results}
        entry={
          result && { direction: 'out', amount: result.cost_of_goods, description: t('calcs.cogs') }
        }
      />
    </Stack>
  );
}
