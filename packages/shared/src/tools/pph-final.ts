/**
 * PPh Final UMKM (PP 55/2022): 0.5% of each month's gross revenue (omzet). An individual
 * taxpayer (wajib pajak orang pribadi) owes nothing on the first Rp 500 juta of a year's
 * revenue: the months are counted up, and only what passes the threshold is taxed. Amounts
 * are IDR minor units (sen); the tax of a month is rounded down to whole rupiah.
 */
import { divideRounded } from '../money';

/** 0.5% in basis points. */
export const PPH_FINAL_RATE = 50;
/** Rp 500.000.000 in sen. */
export const INDIVIDUAL_EXEMPT_REVENUE = 500_000_000_00;
const SEN_PER_RUPIAH = 100n;

export type PphFinalMonth = {
  month: number;
  revenue: number;
  /** The year's revenue up to and including this month. */
  cumulative: number;
  /** The part of this month's revenue the tax is charged on. */
  taxable: number;
  tax: number;
};

/**
 * The tax of each month of a year from its gross revenues (January first, up to 12 months).
 * `individual`: the taxpayer is a person, whose first Rp 500 juta a year is exempt.
 */
export function pphFinalUmkm(revenues: readonly number[], individual: boolean): PphFinalMonth[] {
  if (revenues.length > 12) throw new RangeError('a year has 12 months');
  let cumulative = 0;
  return revenues.map((revenue, index) => {
    if (!Number.isSafeInteger(revenue) || revenue < 0)
      throw new RangeError('revenue must be a whole amount of at least 0');
    const before = cumulative;
    cumulative += revenue;
    const exempt = individual ? INDIVIDUAL_EXEMPT_REVENUE : 0;
    const taxable = Math.max(0, cumulative - Math.max(exempt, before));
    const taxSen = divideRounded(BigInt(taxable) * BigInt(PPH_FINAL_RATE), 10_000n, 'floor');
    const tax = Number((taxSen / SEN_PER_RUPIAH) * SEN_PER_RUPIAH);
    return { month: index + 1, revenue, cumulative, taxable, tax };
  });
}
