/**
 * The pieces every calculator shares: the switch of its way of working, a percentage field (typed "12,5", read as basis points by
 * the invoice editor's `percentToBasisPoints`), figures formatted for people, and the results card
 * that lists them and saves them as a note.
 */
import { Card, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../components/money-text';
import { useBusiness } from '../../lib/business';
import { basisPointsToPercent, percentToBasisPoints } from '../../lib/decimal-text';
import { useMoneyLocale } from '../../lib/locale';
import { type EntryDraft, RecordAsEntry } from './record-as-entry';
import { SaveAsNote } from './save-as-note';

/** One labelled figure of a calculator, as shown and as written into a note. */
export type Figure = { label: string; value: string };

/** A percentage as typed, its basis points (null when empty) and the field's message. */
export function readPercent(text: string): { points: number | null; invalid: boolean } {
  if (!text.trim()) return { points: null, invalid: false };
  const points = percentToBasisPoints(text);
  return { points, invalid: points === null };
}

type PercentFieldProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
};

export function PercentField({ label, value, onChange, error }: PercentFieldProps) {
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      rightSection="%"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      styles={{ input: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } }}
    />
  );
}

type ModeSwitchProps<T extends string> = {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** How the calculator works (from the price or from a margin, flat or effective…). */
export function ModeSwitch<T extends string>({
  label,
  value,
  options,
  onChange,
}: ModeSwitchProps<T>) {
  return (
    <SegmentedControl
      fullWidth
      aria-label={label}
      value={value}
      onChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) onChange(chosen.value);
      }}
      data={options}
    />
  );
}

/** Money in the business's currency and basis points as "12,5%", in the UI language. */
export function useFigures() {
  const { currency } = useBusiness();
  const formatMoney = useFormatMoney();
  const locale = useMoneyLocale();
  return {
    currency,
    money: (minor: number) => formatMoney(minor, currency),
    percent: (points: number | null) =>
      points === null ? '—' : `${basisPointsToPercent(points, locale)}%`,
    count: (units: number) => new Intl.NumberFormat(locale).format(units),
  };
}

/** Runs a calculation, turning the shared functions' RangeError into "no result". */
export function attempt<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

type ResultCardProps = {
  /** The calculator's name: the note's title. */
  name: string;
  inputs: Figure[];
  /** Null until the inputs give a result. */
  results: Figure[] | null;
  /** What comes under the figures (the loan's schedule). */
  children?: ReactNode;
  /** The transaction the result can be recorded as. */
  entry?: EntryDraft | null;
};

export function ResultCard({ name, inputs, results, children, entry }: ResultCardProps) {
  const { t } = useTranslation('tools');
  return (
    <Card withBorder radius="lg" padding="md" aria-live="polite">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('results.title')}
        </Title>
        {results === null ? (
          <Text c="dimmed">{t('results.fill')}</Text>
        ) : (
          <>
            <Table>
              <Table.Tbody>
                {results.map((figure) => (
                  <Table.Tr key={figure.label}>
                    <Table.Th scope="row" fw={500}>
                      {figure.label}
                    </Table.Th>
                    <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {figure.value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {children}
            {/* New figures, a fresh button: the notice of a saved note belongs to its figures. */}
            <SaveAsNote
              key={[...inputs, ...results].map((figure) => figure.value).join('|')}
              name={name}
              inputs={inputs}
              results={results}
            />
            {entry ? <RecordAsEntry entry={entry} /> : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
