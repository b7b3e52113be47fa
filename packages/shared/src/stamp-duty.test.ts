import { expect, it } from 'vitest';
import { STAMP_DUTY_THRESHOLD, stampDutyApplies } from './stamp-duty';

it('applies to rupiah totals from Rp5.000.000 and never to other currencies', () => {
  expect(STAMP_DUTY_THRESHOLD).toBe(5_000_000 * 100);
  expect(stampDutyApplies(499_999_999, 'IDR')).toBe(false);
  expect(stampDutyApplies(500_000_000, 'IDR')).toBe(true);
  expect(stampDutyApplies(10_000_000_000, 'IDR')).toBe(true);
  expect(stampDutyApplies(500_000_000, 'USD')).toBe(false);
  expect(stampDutyApplies(0, 'IDR')).toBe(false);
});
