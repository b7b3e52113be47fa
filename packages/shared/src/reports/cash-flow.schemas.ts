/**
 * Cash flow (issue 16): per cash book and in total per currency, what each month of the period
 * and the whole period opened with, took in, paid out, moved between books and closed with. A
 * month's closing is the next month's opening; the last closing is the balance on `to`.
 * The cash of debts and credits (lending, borrowing, their repayments) is cash but no income or
 * expense: it has its own columns, `debt_in` and `debt_out` (docs/decisions.md).
 */
import { z } from 'zod';
import { CASHBOOK_KINDS } from '../cashbook.schemas';
import { idSchema } from '../common.schemas';
import { reportPeriodSchema, reportQueryOf } from '../report.schemas';

export const cashFlowQuerySchema = reportQueryOf({});
export type CashFlowQuery = z.input<typeof cashFlowQuerySchema>;
export type ParsedCashFlowQuery = z.output<typeof cashFlowQuerySchema>;

const minor = z.number().int();

/** One stretch of time: a month of the period (clipped to it) or the whole period. */
export const cashFlowFiguresSchema = z.object({
  /** `YYYY-MM`; null for the whole period. */
  month: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  opening: minor,
  /** Income class, debt cash left out (a refund into an expense category is cash in). */
  cash_in: minor,
  /** Expense class, debt cash left out (a transfer's fee is cash out). */
  cash_out: minor,
  /** Borrowing and repayments of credits received. */
  debt_in: minor,
  /** Lending and repayments of debts paid. */
  debt_out: minor,
  transfer_in: minor,
  transfer_out: minor,
  /** Everything in less everything out. */
  net: minor,
  closing: minor,
});
export type CashFlowFigures = z.infer<typeof cashFlowFiguresSchema>;

export const cashFlowBookSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: z.enum(CASHBOOK_KINDS),
  currency: z.string(),
  archived: z.boolean(),
  months: z.array(cashFlowFiguresSchema),
  total: cashFlowFiguresSchema,
});
export type CashFlowBook = z.infer<typeof cashFlowBookSchema>;

export const cashFlowCurrencySchema = z.object({
  currency: z.string(),
  months: z.array(cashFlowFiguresSchema),
  total: cashFlowFiguresSchema,
  /** The comparison period's whole figures, when one was asked. */
  comparison: cashFlowFiguresSchema.nullable(),
});
export type CashFlowCurrency = z.infer<typeof cashFlowCurrencySchema>;

export const cashFlowReportSchema = z.object({
  period: reportPeriodSchema,
  /** The business's currency first. */
  currencies: z.array(cashFlowCurrencySchema),
  books: z.array(cashFlowBookSchema),
});
export type CashFlowReport = z.infer<typeof cashFlowReportSchema>;
