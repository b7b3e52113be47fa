import { expect, test } from 'vitest';
import { addDays, matchPreset, presetRange } from './date-presets';

test('quick date ranges', () => {
  expect(presetRange('this-month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  expect(presetRange('this-month', '2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  expect(presetRange('last-month', '2026-01-09')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  expect(presetRange('this-year', '2026-07-01')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  expect(matchPreset({ from: '2025-12-01', to: '2025-12-31' }, '2026-01-09')).toBe('last-month');
  expect(matchPreset({ from: '2025-12-01' }, '2026-01-09')).toBeNull();
});

test('days added to a business date cross months, years and leap days', () => {
  expect(addDays('2026-11-20', 14)).toBe('2026-12-04');
  expect(addDays('2026-12-25', 30)).toBe('2027-01-24');
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(addDays('2026-11-20', 0)).toBe('2026-11-20');
});
