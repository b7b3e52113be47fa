import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceSequencePeriod, isValidInvoiceFormat } from './invoice-number';
import { INVOICE_FORMAT_PATTERN } from './settings.schemas';

describe('formatInvoiceNumber', () => {
  it.each([
    ['INV/{YYYY}/{SEQ:4}', 7, '2026-11-05', 'INV/2026/0007'],
    ['INV/{YY}{MM}/{SEQ:3}', 42, '2026-01-31', 'INV/2601/042'],
    ['{SEQ}', 1, '2026-11-05', '1'],
    ['F-{SEQ}', 123456, '2026-11-05', 'F-123456'],
    ['{YYYY}-{MM}-{SEQ:5}', 12, '1999-12-31', '1999-12-00012'],
    ['INV/{SEQ:1}', 9, '2026-11-05', 'INV/9'],
    ['No date {SEQ:2} here', 3, '2026-11-05', 'No date 03 here'],
  ])('%s with %i on %s gives %s', (format, seq, date, expected) => {
    expect(formatInvoiceNumber(format, seq, date)).toBe(expected);
  });

  it('never cuts a number longer than the width', () => {
    expect(formatInvoiceNumber('INV/{SEQ:4}', 123456, '2026-11-05')).toBe('INV/123456');
  });

  it('fills every occurrence of a placeholder', () => {
    expect(formatInvoiceNumber('{YYYY}/{YYYY}/{SEQ:2}/{SEQ}', 5, '2026-03-01')).toBe(
      '2026/2026/05/5',
    );
  });

  it('refuses a sequence below 1 or not whole, and a date not written YYYY-MM-DD', () => {
    expect(() => formatInvoiceNumber('{SEQ}', 0, '2026-11-05')).toThrow(RangeError);
    expect(() => formatInvoiceNumber('{SEQ}', 1.5, '2026-11-05')).toThrow(RangeError);
    expect(() => formatInvoiceNumber('{SEQ}', 1, '05/11/2026')).toThrow(RangeError);
  });
});

describe('isValidInvoiceFormat', () => {
  it.each(['INV/{YYYY}/{SEQ:4}', '{SEQ}', 'F{YY}{MM}-{SEQ:9}', 'A {SEQ} B'])(
    'accepts %s',
    (format) => {
      expect(isValidInvoiceFormat(format)).toBe(true);
      expect(INVOICE_FORMAT_PATTERN.test(format)).toBe(true);
    },
  );

  it.each([
    ['no sequence', 'INV/{YYYY}'],
    ['an unknown placeholder', 'INV/{DD}/{SEQ}'],
    ['a width on the year', 'INV/{YYYY:2}/{SEQ}'],
    ['a width of zero', 'INV/{SEQ:0}'],
    ['a brace left open', 'INV/{SEQ}/{YYYY'],
    ['a stray closing brace', 'INV}/{SEQ}'],
    ['lower-case names', 'INV/{seq}'],
  ])('refuses %s', (_reason, format) => {
    expect(isValidInvoiceFormat(format)).toBe(false);
  });
});

describe('invoiceSequencePeriod', () => {
  it.each([
    ['INV/{YYYY}/{SEQ:4}', '2026-11-05', 'INV/2026/'],
    ['INV/{YY}{MM}/{SEQ:3}', '2026-01-31', 'INV/2601/'],
    ['{YYYY}-{MM}-{SEQ:5}', '1999-12-31', '1999-12-'],
    ['INV-{SEQ}', '2026-11-05', 'INV-'],
    ['{SEQ}', '2026-11-05', ''],
    ['{SEQ:2}/{YYYY}', '2026-11-05', '/2026'],
  ])('%s on %s counts in %s', (format, date, period) => {
    expect(invoiceSequencePeriod(format, date)).toBe(period);
  });

  it('changes with the year or month the format names, and only then', () => {
    const yearly = 'INV/{YYYY}/{SEQ:4}';
    expect(invoiceSequencePeriod(yearly, '2026-01-01')).toBe(
      invoiceSequencePeriod(yearly, '2026-12-31'),
    );
    expect(invoiceSequencePeriod(yearly, '2026-12-31')).not.toBe(
      invoiceSequencePeriod(yearly, '2027-01-01'),
    );
    const monthly = 'INV/{YY}{MM}/{SEQ}';
    expect(invoiceSequencePeriod(monthly, '2026-03-01')).not.toBe(
      invoiceSequencePeriod(monthly, '2026-04-01'),
    );
    expect(invoiceSequencePeriod('INV-{SEQ}', '2026-03-01')).toBe(
      invoiceSequencePeriod('INV-{SEQ}', '2031-07-09'),
    );
  });

  it('is the number with its sequence left out', () => {
    const format = 'F{YY}/{MM}-{SEQ:4}';
    expect(formatInvoiceNumber(format, 7, '2026-11-05')).toBe(
      `${invoiceSequencePeriod(format, '2026-11-05')}0007`,
    );
  });

  it('refuses a date not written YYYY-MM-DD', () => {
    expect(() => invoiceSequencePeriod('{SEQ}', '05/11/2026')).toThrow(RangeError);
  });
});
