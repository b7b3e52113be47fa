/** Break-even: the units and revenue that cover the fixed costs, or "never". */
import { SimpleGrid, Stack } from '@mantine/core';
import { breakEven } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input';
import { attempt, type Figure, ResultCard, useFigures } from './tool-parts';

export function BreakEvenCalculator() {
  const { t } = useTranslation('tools');
  const { currency, money, count } = useFigures();
  const [fixed, setFixed] = useState<number | null>(null);
  const [price, setPrice] = useState<number | null>(null);
  const [variable, setVariable] = useState<number | null>(null);
  const result =
    fixed !== null && price !== null && variable !== null
      ? attempt(() => breakEven({ fixed_costs: fixed, price, variable_cost: variable }))
      : null;

  const inputs: Figure[] = [
    { label: t('fields.fixedCosts'), value: money(fixed ?? 0) },
    { label: t('fields.unitPrice'), value: money(price ?? 0) },
    { label: t('fields.variableCost'), value: money(variable ?? 0) },
  ];
  const never = t('results.never');
  const results: Figure[] | null = result
    ? [
        { label: t('results.contribution'), value: money(result.contribution) },
        {
          label: t('results.units'),
          value: result.units === null ? never : count(result.units),
        },
        {
          label: t('results.revenue'),
          value: result.revenue === null ? never : money(result.revenue),
        },
      ]
    : null;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <AmountInput
          label={t('fields.fixedCosts')}
          currency={currency}
          value={fixed}
          onChange={setFixed}
        />
        <AmountInput
          label={t('fields.unitPrice')}
          currency={currency}
          value={price}
          onChange={setPrice}
        />
        <AmountInput
          label={t('fields.variableCost')}
          currency={currency}
          value={variable}
          onChange={setVariable}
        />
      </SimpleGrid>
      <ResultCard
        name={t('calcs.breakEven')}
        inputs={inputs}
        results={results}
        entry={
          result?.revenue
            ? { direction: 'in', amount: result.revenue, description: t('calcs.breakEven') }
            : null
        }
      />
    </Stack>
  );
}
