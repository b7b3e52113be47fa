import { expect, it } from 'vitest';
import { STAMP_DUTY_THRESHOLD, stampDutyApplies } from './stamp-duty';

it('applies to rupiah totals above Rp5.000.000, as UU 10/2020 says, and never to other currencies', () => {
  expect(STAMP_DUTY_THRESHOLD).toBe(5_000_000 * 100);
  expect(stampDutyApplies(0, 'IDR')).toBe(false);
  expect(stampDutyApplies(500_000_000, 'IDR')).toBe(false);
  expect(stampDutyApplies(500_000_001, 'IDR')).toBe(true);
  expect(stampDutyApplies(500_000_100, 'IDR')).toBe(true);
  expect(stampDutyApplies(10_000_000_000, 'IDR')).toBe(true);
  expect(stampDutyApplies(10_000_000_000, 'USD')).toBe(false);
});
