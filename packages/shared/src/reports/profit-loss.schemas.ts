/**
 * The profit-and-loss report's contract (issue 16), on a cash basis: what came in and went out
 * of the books in the period by category, per currency, with the net profit; each figure also
 * per month of the period and, when asked, beside the comparison period's. Transfers and the cash
 * of debts and credits are no income or expense; an invoice's payment is income less the tax
 * (PPN) in it (payment-tax.ts), which is owed to the state and shown apart. Beside it, the
 * accrual view: what was invoiced.
 */
import { z } from 'zod';
import { currencySchema, idSchema } from '../common.schemas';
import { reportPeriodSchema, reportQueryOf } from '../report.schemas';

export const profitLossQuerySchema = reportQueryOf({});
export type ProfitLossQuery = z.input<typeof profitLossQuerySchema>;

/**
 * `category`: one category (the income side holds those of kind income, the expense side those
 * of kind expense); `uncategorised`: entries without one (in on the income side, out on the
 * expense side); `invoice_payments`: invoices' payments without a category (income).
 */
export const PROFIT_LOSS_LINE_KINDS = ['category', 'invoice_payments', 'uncategorised'] as const;
export type ProfitLossLineKind = (typeof PROFIT_LOSS_LINE_KINDS)[number];

/** One figure of the period: its total, the total of each month, and the comparison's. */
export const reportFigureSchema = z.object({
  amount: z.number().int(),
  /** One per month of `months`, in order. */
  by_month: z.array(z.number().int()),
  /** The comparison period's figure; null when no comparison was asked. */
  comparison: z.number().int().nullable(),
  /** From the comparison to the period in basis points; null without one or from zero. */
  change_bp: z.number().int().nullable(),
});
export type ReportFigure = z.infer<typeof reportFigureSchema>;

/**
 * A line is signed on its side: a refund (money in to an expense category) makes the expense
 * smaller, as in the hledger journal.
 */
export const profitLossLineSchema = reportFigureSchema.extend({
  kind: z.enum(PROFIT_LOSS_LINE_KINDS),
  category_id: idSchema.nullable(),
  /** The category's name; null on the uncategorised and invoice-payment lines. */
  name: z.string().nullable(),
  /** A seeded category's key: readers name it in their language (seeded-categories.ts). */
  seed_key: z.string().nullable(),
  /** The category's colour; null on the other lines. */
  color: z.string().nullable(),
});
export type ProfitLossLine = z.infer<typeof profitLossLineSchema>;

export const profitLossSideSchema = reportFigureSchema.extend({
  lines: z.array(profitLossLineSchema),
});
export type ProfitLossSide = z.infer<typeof profitLossSideSchema>;

export const profitLossCurrencySchema = z.object({
  currency: currencySchema,
  income: profitLossSideSchema,
  expense: profitLossSideSchema,
  /** Income − expense. */
  net: reportFigureSchema,
  /**
   * The tax (PPN) in the invoices' payments received: owed to the state, never income. Income
   * from invoices + this = the money the invoices brought in.
   */
  tax_collected: reportFigureSchema,
});
export type ProfitLossCurrency = z.infer<typeof profitLossCurrencySchema>;

/**
 * The accrual view: sent invoices (not drafts, not void) by issue date in the period, whether
 * paid or not. `before_tax` = total − tax = `base` + `charges`.
 */
export const accrualSalesSchema = z.object({
  currency: currencySchema,
  invoices: z.number().int(),
  /** The tax base (DPP): the lines after their discounts and the invoice's discount. */
  base: z.number().int(),
  /** Charges beside the lines (ongkir and the like) and the rounding of the totals. */
  charges: z.number().int(),
  before_tax: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  /** The comparison period's total; null when no comparison was asked. */
  comparison_total: z.number().int().nullable(),
  change_bp: z.number().int().nullable(),
});
export type AccrualSales = z.infer<typeof accrualSalesSchema>;

export const profitLossDataSchema = z.object({
  period: reportPeriodSchema,
  /** `YYYY-MM` of each month the period touches. */
  months: z.array(z.string()),
  /** The business's currency first (always there), then the others its books hold. */
  currencies: z.array(profitLossCurrencySchema),
  /** Per currency of the invoices; the business's currency first. */
  accrual: z.array(accrualSalesSchema),
});
export type ProfitLossData = z.infer<typeof profitLossDataSchema>;
