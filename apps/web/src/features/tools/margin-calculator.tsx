/** Margin & markup: from cost and price, or the price for a target margin or markup. */
import { SimpleGrid, Stack } from '@mantine/core';
import { marginOf, priceForMargin, priceForMarkup } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/amount-input';
import {
  attempt,
  type Figure,
  ModeSwitch,
  PercentField,
  ResultCard,
  readPercent,
  useFigures,
} from './tool-parts';

type Mode = 'price' | 'margin' | 'markup';

export function MarginCalculator() {
  const { t } = useTranslation('tools');
  const { currency, money, percent } = useFigures();
  const [mode, setMode] = useState<Mode>('price');
  const [cost, setCost] = useState<number | null>(null);
  const [price, setPrice] = useState<number | null>(null);
  const [target, setTarget] = useState('');
  const goal = readPercent(target);

  let priceNow: number | null = null;
  let targetError: string | undefined = goal.invalid ? t('errors.percent') : undefined;
  if (mode === 'price') priceNow = price;
  else if (cost !== null && goal.points !== null) {
    const points = goal.points;
    priceNow = attempt(() =>
      mode === 'margin' ? priceForMargin(cost, points) : priceForMarkup(cost, points),
    );
    if (priceNow === null) targetError = t('errors.marginTooHigh');
  }
  const figures = cost !== null && priceNow !== null ? marginOf(cost, priceNow) : null;
  const targetLabel = t(mode === 'margin' ? 'fields.targetMargin' : 'fields.targetMarkup');

  const inputs: Figure[] = [{ label: t('fields.cost'), value: money(cost ?? 0) }];
  if (mode === 'price') inputs.push({ label: t('fields.price'), value: money(price ?? 0) });
  else inputs.push({ label: targetLabel, value: percent(goal.points) });
  const results: Figure[] | null =
    figures && priceNow !== null
      ? [
          ...(mode === 'price' ? [] : [{ label: t('results.price'), value: money(priceNow) }]),
          { label: t('results.profit'), value: money(figures.profit) },
          { label: t('results.margin'), value: percent(figures.margin) },
          { label: t('results.markup'), value: percent(figures.markup) },
        ]
      : null;

  return (
    <Stack gap="md">
      <ModeSwitch
        label={t('fields.mode')}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'price', label: t('fields.fromPrice') },
          { value: 'margin', label: t('fields.fromMargin') },
          { value: 'markup', label: t('fields.fromMarkup') },
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AmountInput label={t('fields.cost')} currency={currency} value={cost} onChange={setCost} />
        {mode === 'price' ? (
          <AmountInput
            label={t('fields.price')}
            currency={currency}
            value={price}
            onChange={setPrice}
          />
        ) : (
          <PercentField
            label={targetLabel}
            value={target}
            onChange={setTarget}
            error={targetError}
          />
        )}
      </SimpleGrid>
      <ResultCard
        name={t('calcs.margin')}
        inputs={inputs}
        results={results}
        entry={
          priceNow === null
            ? null
            : { direction: 'in', amount: priceNow, description: t('calcs.margin') }
        }
      />
    </Stack>
  );
}
