/**
 * The tax report (issue 16). PPN: the output tax of the invoices issued in the period (sent, not
 * void) per month, with its base (DPP) and, where an invoice charged it on a reduced base, that
 * base (DPP nilai lain); beside it, the PPN in the payments received in the month (payment-tax.ts),
 * owed to the state. PPh Final UMKM: the gross revenue of the books per month (income as
 * profit and loss counts it: no transfers, no cash of debts and credits; invoice payments count
 * without their PPN),
 * the year's running total against the Rp 500 juta an individual taxpayer owes nothing on, and
 * the tax of each month.
 */
import { z } from 'zod';
import { reportPeriodSchema, reportQueryOf } from '../report.schemas';
import { INDIVIDUAL_EXEMPT_REVENUE, pphFinalUmkm } from '../tools/pph-final';

export const TAXPAYER_KINDS = ['individual', 'company'] as const;
export type TaxpayerKind = (typeof TAXPAYER_KINDS)[number];

/** The currency PPh Final is computed in: the revenue of the books kept in rupiah. */
export const PPH_CURRENCY = 'IDR';

export const taxQuerySchema = reportQueryOf({
  taxpayer: z.enum(TAXPAYER_KINDS).default('individual'),
});
export type TaxQuery = z.input<typeof taxQuerySchema>;

const ppnFigures = {
  invoice_count: z.number().int(),
  /** DPP: what the tax rates were charged on, before reducing it. */
  base: z.number().int(),
  /** DPP nilai lain: the reduced base, of the invoices that used one (11/12 of the price). */
  other_base: z.number().int(),
  tax: z.number().int(),
  /** The PPN in the invoices' payments received in the month (the cash basis). */
  collected: z.number().int(),
};
export const ppnMonthSchema = z.object({ month: z.string(), ...ppnFigures });
export type PpnMonth = z.infer<typeof ppnMonthSchema>;

export const ppnCurrencySchema = z.object({
  currency: z.string(),
  months: z.array(ppnMonthSchema),
  totals: z.object(ppnFigures),
});
export type PpnCurrency = z.infer<typeof ppnCurrencySchema>;

export const pphMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** The books' income of the month (a month of more refunds than income is taxed as zero). */
  revenue: z.number().int(),
  /** The calendar year's revenue up to and including this month. */
  cumulative: z.number().int(),
  /** The part of the month's revenue the tax is charged on. */
  taxable: z.number().int(),
  tax: z.number().int(),
});
export type PphMonth = z.infer<typeof pphMonthSchema>;

export const taxDataSchema = z.object({
  period: reportPeriodSchema,
  ppn: z.array(ppnCurrencySchema),
  pph: z.object({
    taxpayer: z.enum(TAXPAYER_KINDS),
    currency: z.literal(PPH_CURRENCY),
    /** What a year's revenue is free of tax up to: Rp 500 juta for a person, none for a company. */
    exempt_revenue: z.number().int(),
    months: z.array(pphMonthSchema),
    totals: z.object({
      revenue: z.number().int(),
      taxable: z.number().int(),
      tax: z.number().int(),
    }),
  }),
});
export type TaxData = z.infer<typeof taxDataSchema>;

/**
 * Each month of `months` (YYYY-MM, in order) with its PPh Final, the running total counted from
 * January of its year: `revenues` holds the revenue of those months and of the year's months
 * before the first one (a month missing had none).
 */
export function pphMonthsOf(
  months: readonly string[],
  revenues: ReadonlyMap<string, number>,
  taxpayer: TaxpayerKind,
): PphMonth[] {
  const years = [...new Set(months.map((month) => month.slice(0, 4)))];
  const wanted = new Set(months);
  return years.flatMap((year) => {
    const last = Math.max(
      ...months.filter((month) => month.startsWith(year)).map((m) => Number(m.slice(5))),
    );
    const names = Array.from(
      { length: last },
      (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`,
    );
    const amounts = names.map((name) => revenues.get(name) ?? 0);
    const taxed = pphFinalUmkm(
      amounts.map((amount) => Math.max(0, amount)),
      taxpayer === 'individual',
    );
    return taxed.flatMap((month, index) => {
      const name = names[index] ?? '';
      if (!wanted.has(name)) return [];
      const { cumulative, taxable, tax } = month;
      return [{ month: name, revenue: amounts[index] ?? 0, cumulative, taxable, tax }];
    });
  });
}

export const exemptRevenueOf = (taxpayer: TaxpayerKind) =>
  taxpayer === 'individual' ? INDIVIDUAL_EXEMPT_REVENUE : 0;
