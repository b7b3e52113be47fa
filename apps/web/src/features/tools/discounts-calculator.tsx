/** Stacked discounts ("20% + 10%"): each on what the previous left. */
import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import { stackDiscounts } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input';
import { IconPlus, IconX } from '../../components/icons';
import {
  attempt,
  type Figure,
  PercentField,
  ResultCard,
  readPercent,
  useFigures,
} from './tool-parts';

const MAX_DISCOUNTS = 5;

export function DiscountsCalculator() {
  const { t } = useTranslation('tools');
  const { currency, money, percent } = useFigures();
  const [price, setPrice] = useState<number | null>(null);
  const [discounts, setDiscounts] = useState<string[]>(['']);
  const read = discounts.map(readPercent);
  const points = read.flatMap((discount) => (discount.points === null ? [] : [discount.points]));
  const valid = read.every((discount) => !discount.invalid) && points.length > 0;
  const result = price !== null && valid ? attempt(() => stackDiscounts(price, points)) : null;

  const inputs: Figure[] = [
    { label: t('fields.price'), value: money(price ?? 0) },
    ...read.map((discount, index) => ({
      label: t('fields.discount', { n: index + 1 }),
      value: percent(discount.points ?? 0),
    })),
  ];
  const results: Figure[] | null = result
    ? [
        { label: t('results.final'), value: money(result.final) },
        { label: t('results.saved'), value: money(result.saved) },
        { label: t('results.overall'), value: percent(result.discount) },
      ]
    : null;
  const change = (at: number, text: string) =>
    setDiscounts((now) => now.map((old, index) => (index === at ? text : old)));

  return (
    <Stack gap="md">
      <AmountInput
        label={t('fields.price')}
        currency={currency}
        value={price}
        onChange={setPrice}
      />
      {discounts.map((text, index) => (
        // The list only grows at the end and shrinks where a row is removed; the index is its name.
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place
        <Group key={index} align="flex-start" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <PercentField
              label={t('fields.discount', { n: index + 1 })}
              value={text}
              onChange={(next) => change(index, next)}
              error={read[index]?.invalid ? t('errors.percent') : undefined}
            />
          </div>
          {discounts.length > 1 ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={28}
              aria-label={t('fields.removeDiscount', { n: index + 1 })}
              onClick={() => setDiscounts((now) => now.filter((_, at) => at !== index))}
            >
              <IconX size={18} />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {discounts.length < MAX_DISCOUNTS ? (
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => setDiscounts((now) => [...now, ''])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('fields.addDiscount')}
        </Button>
      ) : null}
      <ResultCard
        name={t('calcs.discounts')}
        inputs={inputs}
        results={results}
        entry={
          result && { direction: 'in', amount: result.final, description: t('calcs.discounts') }
        }
      />
    </Stack>
  );
}
