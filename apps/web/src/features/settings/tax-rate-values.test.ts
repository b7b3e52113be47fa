import { expect, test } from 'vitest';
import { formField, invalidKey } from './application-values';
import {
  defaultTaxChoices,
  readTaxBase,
  type TaxRow,
  taxRatePoints,
  taxRow,
  toTaxRates,
} from './tax-rate-values';

const row = (name: string, rate: string, base = ''): TaxRow => ({ key: 0, name, rate, base });

test('a rate is read as a percentage the Indonesian or the English way, in basis points', () => {
  expect(taxRatePoints('11')).toBe(1100);
  expect(taxRatePoints('11,5')).toBe(1150);
  expect(taxRatePoints('11.5')).toBe(1150);
  expect(taxRatePoints(' 0,25 ')).toBe(25);
  expect(taxRatePoints('0')).toBe(0);
  expect(taxRatePoints('100')).toBe(10_000);
  // What no rate is: refused by the contract, never a guess.
  for (const text of ['', '101', '11,555', '-1', '1.000,5', 'sebelas', '11%']) {
    expect(taxRatePoints(text)).toBeNaN();
  }
});

test('a DPP base is a fraction: 11/12, a whole base is none, anything else unreadable', () => {
  expect(readTaxBase('11/12')).toEqual({ numerator: 11, denominator: 12 });
  expect(readTaxBase(' 11 / 12 ')).toEqual({ numerator: 11, denominator: 12 });
  expect(readTaxBase('')).toBeNull();
  expect(readTaxBase('12/12')).toBeNull();
  expect(readTaxBase('0,9')).toBeUndefined();
  expect(readTaxBase('11/')).toBeUndefined();
});

test('rows become the contract: empty rows dropped, a bad base sent to be refused', () => {
  const taxes = toTaxRates([
    row(' PPN 11% ', '11'),
    row('', '', ''),
    row('PPN 12%', '12', '11/12'),
    row('Salah', '12', 'sebelas/12'),
  ]);
  expect(taxes.slice(0, 2)).toEqual([
    { name: 'PPN 11%', rate: 1100, tax_base: null },
    { name: 'PPN 12%', rate: 1200, tax_base: { numerator: 11, denominator: 12 } },
  ]);
  expect(taxes[2]?.tax_base?.numerator).toBeNaN();
});

test('a setting reads back into the row it came from', () => {
  const tax = { name: 'PPN 12%', rate: 1150, tax_base: { numerator: 11, denominator: 12 } };
  expect(taxRow(tax, 'id-ID')).toMatchObject({ name: 'PPN 12%', rate: '11,5', base: '11/12' });
  expect(taxRow(tax, 'en-US').rate).toBe('11.5');
  expect(toTaxRates([taxRow(tax, 'id-ID')])).toEqual([tax]);
});

test('the default tax is no tax, one choice per rate typed, and the current one kept', () => {
  const choices = defaultTaxChoices(
    [row('PPN 11%', '11'), row('Lain', '11'), row('', '12', '11/12'), row('x', 'abc')],
    500,
  );
  expect(choices).toEqual([
    { value: '0', name: null, rate: 0 },
    { value: '1100', name: 'PPN 11%', rate: 1100 },
    { value: '1200', name: null, rate: 1200 },
    { value: '500', name: null, rate: 500 },
  ]);
});

test('an error path names the row input it sits on', () => {
  expect(formField(['tax_rates', 1, 'tax_base', 'numerator'])).toBe('tax_rates.1.tax_base');
  expect(formField('bank_accounts.0.account_number')).toBe('bank_accounts.0.account_number');
  expect(formField(['tax_rates'])).toBe('tax_rates');
  expect(formField('name')).toBe('name');
  expect(invalidKey('tax_rates.3.rate')).toBe('application.invalid.taxRate.rate');
  expect(invalidKey('bank_accounts.0.bank_name')).toBe('application.invalid.bankAccount.bank_name');
  expect(invalidKey('invoice_footer')).toBe('application.invalid.invoice_footer');
});
