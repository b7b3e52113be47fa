/**
 * PPN on an amount that excludes or includes it, at 12% on DPP nilai lain 11/12 (the rate of
 * most goods since 2025), 12% on the full price (luxury goods) or 11%.
 */
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { splitInclusive, type TaxRule, taxOnBase } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input';
import { type Figure, ModeSwitch, ResultCard, useFigures } from './tool-parts';

const RULES = {
  rate12other: { rate: 1200, numerator: 11, denominator: 12 },
  rate12: { rate: 1200, numerator: 1, denominator: 1 },
  rate11: { rate: 1100, numerator: 1, denominator: 1 },
} satisfies Record<string, TaxRule>;
type RuleName = keyof typeof RULES;
const isRule = (value: string | null): value is RuleName => value !== null && value in RULES;

export function PpnCalculator() {
  const { t } = useTranslation('tools');
  const { currency, money } = useFigures();
  const [amount, setAmount] = useState<number | null>(null);
  const [inclusive, setInclusive] = useState(false);
  const [rule, setRule] = useState<RuleName>('rate12other');
  const tax =
    amount === null
      ? null
      : inclusive
        ? splitInclusive(amount, RULES[rule])
        : taxOnBase(amount, RULES[rule]);
  const direction = t(inclusive ? 'fields.inclusive' : 'fields.exclusive');

  const inputs: Figure[] = [
    { label: t('fields.amount'), value: `${money(amount ?? 0)} (${direction})` },
    { label: t('fields.rate'), value: t(`fields.${rule}`) },
  ];
  const results: Figure[] | null = tax
    ? [
        { label: t('results.base'), value: money(tax.base) },
        { label: t('results.dpp'), value: money(tax.taxable) },
        { label: t('results.ppn'), value: money(tax.tax) },
        { label: t('results.total'), value: money(tax.base + tax.tax) },
      ]
    : null;

  return (
    <Stack gap="md">
      <ModeSwitch
        label={t('fields.taxIn')}
        value={inclusive ? 'inclusive' : 'exclusive'}
        onChange={(value) => setInclusive(value === 'inclusive')}
        options={[
          { value: 'exclusive', label: t('fields.exclusive') },
          { value: 'inclusive', label: t('fields.inclusive') },
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AmountInput
          label={t('fields.amount')}
          currency={currency}
          value={amount}
          onChange={setAmount}
        />
        <Select
          label={t('fields.rate')}
          allowDeselect={false}
          value={rule}
          onChange={(value) => isRule(value) && setRule(value)}
          data={(Object.keys(RULES) as RuleName[]).map((name) => ({
            value: name,
            label: t(`fields.${name}`),
          }))}
        />
      </SimpleGrid>
      <ResultCard
        name={t('calcs.ppn')}
        inputs={inputs}
        results={results}
        entry={tax && { direction: 'out', amount: tax.tax, description: t('calcs.ppn') }}
      />
    </Stack>
  );
}
