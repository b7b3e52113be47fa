import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, expect, test } from 'vitest';
import { changeLanguage, initI18n } from '../lib/i18n';
import { resetBrowserState } from '../test/reset';
import { AmountInput, formatTyped } from './amount-input';
import { MoneyText } from './money-text';

let reported: (number | null)[] = [];

function Harness({
  currency = 'IDR',
  initial = null,
}: {
  currency?: string;
  initial?: number | null;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <AmountInput
      label="Jumlah"
      currency={currency}
      value={value}
      onChange={(minor) => {
        reported.push(minor);
        setValue(minor);
      }}
    />
  );
}

function field(): HTMLInputElement {
  return screen.getByLabelText('Jumlah') as HTMLInputElement;
}

function type(value: string) {
  fireEvent.change(field(), { target: { value } });
}

beforeEach(async () => {
  resetBrowserState();
  reported = [];
  await initI18n('id');
  await changeLanguage('id');
});

test('typing 1500000 in Bahasa Indonesia shows 1.500.000 and reports 150000000 minor units', () => {
  render(
    <MantineProvider>
      <Harness />
    </MantineProvider>,
  );
  expect(field().getAttribute('inputmode')).toBe('decimal');
  type('1500000');
  expect(field().value).toBe('1.500.000');
  expect(reported.at(-1)).toBe(150_000_000);
  // Typing on: the separators move with the digits.
  type('1.500.0005');
  expect(field().value).toBe('15.000.005');
  expect(reported.at(-1)).toBe(1_500_000_500);
  // Sen after the decimal comma, at most two.
  type('25000,505');
  expect(field().value).toBe('25.000,50');
  expect(reported.at(-1)).toBe(2_500_050);
  type('');
  expect(reported.at(-1)).toBeNull();
});

test('English uses commas for thousands and shows an initial value', async () => {
  await changeLanguage('en');
  render(
    <MantineProvider>
      <Harness initial={12_345_600} />
    </MantineProvider>,
  );
  expect(field().value).toBe('123,456');
  type('1500000.5');
  expect(field().value).toBe('1,500,000.5');
  expect(reported.at(-1)).toBe(150_000_050);
});

test('formatTyped keeps only digits and one decimal separator', () => {
  expect(formatTyped('Rp 1.2a3', 'id-ID', 2)).toBe('123');
  expect(formatTyped('0007', 'id-ID', 2)).toBe('7');
  expect(formatTyped(',5', 'id-ID', 2)).toBe('0,5');
  expect(formatTyped('-1000', 'id-ID', 2, true)).toBe('\u22121.000');
  // What the field showed (formatMoney's minus sign) types on as it was.
  expect(formatTyped('\u22121.0005', 'id-ID', 2, true)).toBe('\u221210.005');
  expect(formatTyped('-1000', 'id-ID', 2)).toBe('1.000');
  expect(formatTyped('1000,5', 'id-ID', 0)).toBe('10.005');
});

test('MoneyText formats minor units in the UI language, signed and coloured by direction', async () => {
  render(
    <MantineProvider>
      <MoneyText amount={150_000_000} currency="IDR" />
      <MoneyText amount={2_500_050} currency="IDR" direction="out" signed colored />
    </MantineProvider>,
  );
  expect(
    screen.getByText('Rp 1.500.000', { normalizer: (text) => text.replace(/\s/g, ' ') }),
  ).toBeTruthy();
  const out = screen.getByText(/25\.000,50/);
  expect(out.textContent?.startsWith('−')).toBe(true);
  expect(out.getAttribute('style')).toContain('tabular-nums');
});
