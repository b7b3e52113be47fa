import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  allocate,
  applyRate,
  divideRounded,
  formatMoney,
  multiplyQuantity,
  parseMoney,
  split,
  subtract,
  toDecimalString,
} from './money';

const RUNS = { numRuns: 10_000 };
const MAX = Number.MAX_SAFE_INTEGER;

describe('allocate and split', () => {
  it('never lose or invent a unit, and each part is within one unit of its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e15, max: 1e15 }),
        fc
          .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((sum, part) => sum + BigInt(part), 0n)).toBe(BigInt(total));
          const weightSum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, index) => {
            // |part × Σw − total × w| < Σw, in exact integers
            const exact = BigInt(total) * BigInt(weights[index] ?? 0);
            const diff = BigInt(part) * BigInt(weightSum) - exact;
            expect(diff < BigInt(weightSum) && diff > -BigInt(weightSum)).toBe(true);
          });
        },
      ),
      RUNS,
    );
  });

  it('split gives parts that differ by at most one and add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 50 }),
        (total, count) => {
          const parts = split(total, count);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        },
      ),
      RUNS,
    );
  });

  it('splits 100 into 3 as 34, 33, 33', () => {
    expect(split(100, 3)).toEqual([34, 33, 33]);
    expect(allocate(1000, [1, 0, 1])).toEqual([500, 0, 500]);
  });
});

describe('rates', () => {
  it('round half-up: up from exactly half, away from zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.integer({ min: 0, max: 100_000 }),
        (amount, bp) => {
          const result = applyRate(amount, bp);
          const exact = BigInt(amount) * BigInt(bp); // result should be exact / 10000
          const scaled = BigInt(result) * 10_000n;
          const diff = exact - scaled; // the part rounded away
          const absDiff = diff < 0n ? -diff : diff;
          expect(absDiff <= 5_000n).toBe(true);
          if (absDiff === 5_000n) {
            // exactly half: rounded away from zero
            expect(
              BigInt(result) * (amount < 0 ? -1n : 1n) * 10_000n > exact * (amount < 0 ? -1n : 1n),
            ).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });

  it('computes PPN 11% of known amounts', () => {
    expect(applyRate(1_000_000_00, 1100)).toBe(11_000_000);
    expect(applyRate(5, 1000)).toBe(1); // 0.5 → 1
    expect(applyRate(-5, 1000)).toBe(-1);
    expect(applyRate(4, 1000)).toBe(0);
    expect(applyRate(15, 1000, 'half-even')).toBe(2);
    expect(applyRate(25, 1000, 'half-even')).toBe(2);
    expect(divideRounded(-7n, 2n, 'floor')).toBe(-4n);
    expect(divideRounded(7n, 2n, 'ceil')).toBe(4n);
    expect(divideRounded(-7n, 2n, 'truncate')).toBe(-3n);
  });

  it('multiplies by quantities in thousandths', () => {
    expect(multiplyQuantity(10_000_00, 1_500)).toBe(15_000_00);
    expect(multiplyQuantity(333, 500)).toBe(167);
  });
});

describe('add and subtract', () => {
  it('stay exact up to 2^53', () => {
    const inRange = (value: bigint) => value <= BigInt(MAX) && value >= BigInt(-MAX);
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX, max: MAX }),
        fc.integer({ min: -MAX, max: MAX }),
        (a, b) => {
          const sum = BigInt(a) + BigInt(b);
          const difference = BigInt(a) - BigInt(b);
          if (inRange(sum)) expect(BigInt(add(a, b))).toBe(sum);
          else expect(() => add(a, b)).toThrow(RangeError);
          if (inRange(difference)) expect(BigInt(subtract(a, b))).toBe(difference);
          else expect(() => subtract(a, b)).toThrow(RangeError);
        },
      ),
      RUNS,
    );
  });

  it('refuses fractions', () => {
    expect(() => add(1.5, 1)).toThrow(RangeError);
    expect(add(MAX - 1, 1)).toBe(MAX);
    expect(() => add(MAX, 1)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
  it('formats IDR, USD and JPY in id-ID and en-US', () => {
    expect(nbsp(formatMoney(150_000_000, 'IDR', 'id-ID'))).toBe('Rp 1.500.000');
    expect(nbsp(formatMoney(150_000_050, 'IDR', 'id-ID'))).toBe('Rp 1.500.000,50');
    expect(nbsp(formatMoney(150_000_000, 'IDR', 'en-US'))).toBe('IDR 1,500,000');
    // One minus sign everywhere money is shown: U+2212, never the hyphen Intl writes.
    expect(nbsp(formatMoney(-2_550, 'IDR', 'id-ID'))).toBe('\u2212Rp 25,50');
    expect(nbsp(formatMoney(-5_000_000, 'IDR', 'en-US'))).toBe('\u2212IDR 50,000');
    expect(formatMoney(-123_456, 'USD', 'id-ID', { style: 'decimal' })).toBe('\u22121.234,56');
    expect(formatMoney(123_456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(nbsp(formatMoney(123_456, 'USD', 'id-ID'))).toBe('US$1.234,56');
    expect(formatMoney(1_234, 'JPY', 'en-US')).toBe('¥1,234');
    expect(nbsp(formatMoney(1_234, 'JPY', 'id-ID'))).toBe('JP¥1.234');
    expect(nbsp(formatMoney(150_000_000, 'IDR', 'id-ID', { trimWholeFraction: false }))).toBe(
      'Rp 1.500.000,00',
    );
  });

  it('formats exactly beyond float precision', () => {
    expect(toDecimalString(MAX, 'IDR')).toBe('90071992547409.91');
    expect(formatMoney(MAX, 'USD', 'en-US')).toBe('$90,071,992,547,409.91');
  });

  it('parses what people type, in both conventions', () => {
    expect(parseMoney('1.500.000', 'IDR', 'id-ID')).toBe(150_000_000);
    expect(parseMoney('Rp 25.000,5', 'IDR', 'id-ID')).toBe(2_500_050);
    expect(parseMoney('1,500,000.50', 'IDR', 'en-US')).toBe(150_000_050);
    expect(parseMoney('12,345', 'JPY', 'en-US')).toBe(12_345);
    expect(parseMoney('1,005', 'USD', 'id-ID')).toBeNull();
    expect(parseMoney('abc', 'IDR', 'id-ID')).toBeNull();
    // What the app shows reads back: its minus sign as a typed hyphen.
    expect(parseMoney('\u22121.500', 'IDR', 'id-ID')).toBe(-150_000);
    expect(parseMoney(formatMoney(-2_550, 'IDR', 'id-ID'), 'IDR', 'id-ID')).toBe(-2_550);
  });

  it('round-trips every amount through its decimal string', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX, max: MAX }),
        fc.constantFrom('IDR', 'USD', 'JPY', 'KWD'),
        (amount, cur) => {
          expect(parseMoney(toDecimalString(amount, cur), cur, 'en-US')).toBe(amount);
        },
      ),
      RUNS,
    );
  });
});
