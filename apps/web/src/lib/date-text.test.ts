import { expect, test } from 'vitest';
import { datePattern, formatDateText, parseDateText } from './date-text';

test('writes a business date in each format, month names in the language', () => {
  expect(formatDateText('2026-10-31', 'DD/MM/YYYY', 'en')).toBe('31/10/2026');
  expect(formatDateText('2026-10-31', 'DD-MM-YYYY', 'id')).toBe('31-10-2026');
  expect(formatDateText('2026-10-31', 'YYYY-MM-DD', 'id')).toBe('2026-10-31');
  expect(formatDateText('2026-10-31', 'MM/DD/YYYY', 'id')).toBe('10/31/2026');
  expect(formatDateText('2026-08-03', 'D MMM YYYY', 'id')).toBe('3 Agu 2026');
  expect(formatDateText('2026-08-03', 'D MMM YYYY', 'en')).toBe('3 Aug 2026');
  expect(formatDateText('', 'DD/MM/YYYY', 'id')).toBe('');
});

test('reads what people type: any separator, digits alone, one-digit parts, ISO', () => {
  for (const text of ['31/10/2026', '31-10-2026', '31.10.2026', '31 10 2026', '31102026']) {
    expect(parseDateText(text, 'DD/MM/YYYY')).toBe('2026-10-31');
  }
  expect(parseDateText('1/2/2026', 'DD-MM-YYYY')).toBe('2026-02-01');
  expect(parseDateText('10/31/2026', 'MM/DD/YYYY')).toBe('2026-10-31');
  expect(parseDateText('20261031', 'YYYY-MM-DD')).toBe('2026-10-31');
  // Year first is unambiguous in any format.
  expect(parseDateText('2026-10-31', 'MM/DD/YYYY')).toBe('2026-10-31');
});

test('reads month names of both languages, short or long', () => {
  for (const text of ['31 Okt 2026', '31 oktober 2026', 'Oct 31, 2026', '31 October 2026']) {
    expect(parseDateText(text, 'D MMM YYYY')).toBe('2026-10-31');
  }
  expect(parseDateText('17 Agustus 2026', 'DD/MM/YYYY')).toBe('2026-08-17');
  expect(parseDateText('17 Agt 2026', 'DD/MM/YYYY')).toBe('2026-08-17');
});

test('two-digit years only when asked, read as bank statements are', () => {
  expect(parseDateText('31/10/26', 'DD/MM/YYYY')).toBe('2026-10-31');
  expect(parseDateText('31/10/75', 'DD/MM/YYYY')).toBe('1975-10-31');
  expect(parseDateText('311026', 'DD/MM/YYYY')).toBe('2026-10-31');
  expect(parseDateText('31/10/26', 'DD/MM/YYYY', { fullYear: true })).toBeNull();
  expect(parseDateText('311026', 'DD/MM/YYYY', { fullYear: true })).toBeNull();
});

test('refuses what is no date', () => {
  for (const text of ['31/02/2026', '32/10/2026', '31/13/2026', '31/10/202', '31/10', 'abc', '']) {
    expect(parseDateText(text, 'DD/MM/YYYY')).toBeNull();
  }
  expect(parseDateText('31 Foo 2026', 'D MMM YYYY')).toBeNull();
});

test('asks in the letters of the language', () => {
  expect(datePattern('DD/MM/YYYY', { d: 'H', m: 'B', y: 'T' })).toBe('HH/BB/TTTT');
  expect(datePattern('D MMM YYYY', { d: 'D', m: 'M', y: 'Y' })).toBe('D MMM YYYY');
});
