import { describe, expect, it } from 'vitest';
import { pphFinalUmkm } from './pph-final';

/** Rp n juta in sen. */
const juta = (n: number) => n * 1_000_000_00;

describe('PPh Final UMKM 0.5%', () => {
  it("charges a company's every month: Rp 80 juta owes Rp 400.000", () => {
    const months = pphFinalUmkm([juta(80), juta(0), juta(123.4567)], false);
    expect(months.map((month) => month.tax)).toEqual([400_000_00, 0, 617_283_00]);
    expect(months[2]?.cumulative).toBe(juta(203.4567));
  });

  it("spares a person's first Rp 500 juta of the year, taxing only what passes it", () => {
    const months = pphFinalUmkm(Array(12).fill(juta(60)), true);
    // Rp 480 juta by August; September brings it to 540: 40 of its 60 are taxed.
    expect(months.slice(0, 8).every((month) => month.tax === 0)).toBe(true);
    expect(months[8]).toEqual({
      month: 9,
      revenue: juta(60),
      cumulative: juta(540),
      taxable: juta(40),
      tax: 200_000_00,
    });
    expect(months[9]?.taxable).toBe(juta(60));
    expect(months[9]?.tax).toBe(300_000_00);
  });

  it('rounds each month down to whole rupiah and refuses what is not a year of revenue', () => {
    // 0.5% of Rp 1.999,99 is Rp 9,99995: Rp 9.
    expect(pphFinalUmkm([199_999], false)[0]?.tax).toBe(9_00);
    expect(() => pphFinalUmkm(Array(13).fill(0), false)).toThrow(RangeError);
    expect(() => pphFinalUmkm([-1], false)).toThrow(RangeError);
  });
});
