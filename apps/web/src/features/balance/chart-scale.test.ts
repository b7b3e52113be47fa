import { expect, test } from 'vitest';
import { bands, barRect, compactMoney, niceStep, valueScale, yOf } from './chart-scale';

const RUPIAH = 100; // minor units in one rupiah

test('nice steps are 1, 2, 2.5 or 5 times a power of ten', () => {
  expect(niceStep(0.3)).toBe(1);
  expect(niceStep(3)).toBe(5);
  expect(niceStep(7)).toBe(10);
  expect(niceStep(10)).toBe(10);
  expect(niceStep(11)).toBe(20);
  expect(niceStep(230)).toBe(250);
  expect(niceStep(1_000)).toBe(1_000);
  expect(niceStep(3_100_000_00)).toBe(5_000_000_00);
  // 2.5 × 1 is not a whole minor unit.
  expect(niceStep(2.2)).toBe(5);
  // Never below one rupiah.
  expect(niceStep(7, RUPIAH)).toBe(100);
});

test('the axis includes zero and covers every value with whole-rupiah ticks', () => {
  const values = [9_724_180_62, 12_450_000_00, 15_450_000_00];
  const scale = valueScale(values, 4, RUPIAH);
  expect(scale.min).toBe(0);
  expect(scale.step).toBe(5_000_000_00);
  expect(scale.max).toBe(20_000_000_00);
  expect(scale.ticks).toEqual([0, 5_000_000_00, 10_000_000_00, 15_000_000_00, 20_000_000_00]);
  for (const tick of scale.ticks) expect(tick % RUPIAH).toBe(0);
});

test('negative balances get room below the zero line', () => {
  const scale = valueScale([-1_200_00, 3_400_00], 4, RUPIAH);
  expect(scale.min).toBeLessThanOrEqual(-1_200_00);
  expect(scale.max).toBeGreaterThanOrEqual(3_400_00);
  expect(scale.ticks).toContain(0);
  expect(scale.ticks[0]).toBe(scale.min);
  expect(scale.ticks.at(-1)).toBe(scale.max);
});

test('all zeros (a new business) still draws an axis', () => {
  const scale = valueScale([0, 0, 0], 4, RUPIAH);
  expect(scale).toEqual({ min: 0, max: 100, step: 100, ticks: [0, 100] });
  expect(valueScale([], 4, RUPIAH).ticks).toEqual([0, 100]);
});

test('positions: top is the maximum, bottom the minimum, bars grow from zero', () => {
  const scale = valueScale([-50, 150], 4);
  expect(scale).toMatchObject({ min: -50, max: 150, step: 50 });
  expect(yOf(150, scale, 200, 10)).toBe(10);
  expect(yOf(-50, scale, 200, 10)).toBe(210);
  expect(yOf(0, scale, 200, 10)).toBe(160);
  expect(barRect(100, scale, 200, 10)).toEqual({ y: 60, height: 100 });
  expect(barRect(-50, scale, 200, 10)).toEqual({ y: 160, height: 50 });
  expect(barRect(0, scale, 200, 10)).toEqual({ y: 159.5, height: 1 });
});

test('bands split the width evenly with a gap around each bar', () => {
  const result = bands(4, 400, 20, 0.5);
  expect(result.map((band) => band.width)).toEqual([50, 50, 50, 50]);
  expect(result.map((band) => band.center)).toEqual([70, 170, 270, 370]);
  expect(bands(0, 400)).toEqual([]);
});

test('axis labels are compact for whole units and exact otherwise', () => {
  // Intl separates with no-break spaces; compare what people read.
  const label = (...args: Parameters<typeof compactMoney>) =>
    compactMoney(...args).replace(/\s/g, ' ');
  expect(label(12_500_000_00, 'IDR', 'id-ID')).toBe('Rp 12,5 jt');
  expect(label(12_500_000_00, 'IDR', 'en-US')).toBe('IDR 12.5M');
  expect(label(0, 'IDR', 'id-ID')).toBe('Rp 0');
  expect(label(-5_000_000_00, 'IDR', 'id-ID')).toBe('\u2212Rp 5 jt');
  expect(label(150, 'IDR', 'id-ID')).toBe('Rp 1,50');
});
