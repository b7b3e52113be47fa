/**
 * The dashboard in one answer (GET /api/v1/dashboard/): every card's figures on a business date.
 * A card whose source the caller may not see is null. Money is in minor units per currency, the
 * business's currency first; percentages are basis points.
 */
import { z } from 'zod';
import { balanceReceivableSchema, balanceSchema, receivableSchema } from './cashbook.schemas';
import { dataResponse, dateSchema, idSchema } from './common.schemas';
import { entrySchema } from './entry.schemas';

/** How many records the due-soon card lists, and how many days ahead it looks. */
export const DUE_SOON_LIMIT = 8;
export const DUE_SOON_DAYS = 14;

/** The last date whose due-soon window still ends in the calendar (year 9999). */
export const DASHBOARD_LAST_DATE = new Date(Date.UTC(9999, 11, 31 - DUE_SOON_DAYS))
  .toISOString()
  .slice(0, 10);

export const dashboardQuerySchema = z.object({
  date: dateSchema.refine((date) => date <= DASHBOARD_LAST_DATE, 'date_too_far').optional(),
});
export const RECENT_ENTRIES = 5;
export const CASH_FLOW_MONTHS = 12;

/** One month's income and expense (transfers, debts and their payments left out). */
export const monthFlowSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  income: z.number().int(),
  expense: z.number().int(),
  net: z.number().int(),
});
export type MonthFlow = z.infer<typeof monthFlowSchema>;

/** This month (up to the date) against the whole of last month, in one currency. */
export const monthComparisonSchema = z.object({
  currency: z.string(),
  income: z.number().int(),
  expense: z.number().int(),
  last_income: z.number().int(),
  last_expense: z.number().int(),
  /** (this − last) / last in basis points; null when last month had none. */
  income_change_bp: z.number().int().nullable(),
  expense_change_bp: z.number().int().nullable(),
});
export type MonthComparison = z.infer<typeof monthComparisonSchema>;

/** A currency's twelve months, oldest first, the date's month last. */
export const cashFlowSchema = z.object({
  currency: z.string(),
  months: z.array(monthFlowSchema),
});
export type CashFlow = z.infer<typeof cashFlowSchema>;

export const DUE_KINDS = ['invoice', 'debt', 'credit'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

/** A sent invoice or an open debt or credit falling due within the next days. */
export const dueItemSchema = z.object({
  kind: z.enum(DUE_KINDS),
  id: idSchema,
  /** The invoice's number; null for a debt or credit. */
  number: z.string().nullable(),
  contact_name: z.string(),
  due_date: z.string(),
  currency: z.string(),
  amount_due: z.number().int(),
});
export type DueItem = z.infer<typeof dueItemSchema>;

export const dashboardSchema = z.object({
  date: z.string(),
  /** The business's currency: its figures come first in every list. */
  currency: z.string(),
  /** Total cash per currency and how many books (cashbook.view). */
  cash: z
    .object({
      totals: z.array(z.object({ currency: z.string(), balance: z.number().int() })),
      book_count: z.number().int(),
    })
    .nullable(),
  /** This month against last month per currency (report.view, as the reports). */
  month: z.array(monthComparisonSchema).nullable(),
  /** Twelve months of money in and out per currency (report.view). */
  cash_flow: z.array(cashFlowSchema).nullable(),
  /** Owed to the business: invoices (invoice.view) and, with debt.view, credits. */
  receivables: z.array(balanceReceivableSchema).nullable(),
  /** Owed by the business: open debts (debt.view). */
  payables: z.array(receivableSchema).nullable(),
  /** Cash + receivables − payables per currency, when all three are there. */
  position: balanceSchema.shape.position,
  /** Sent invoices past their due date per currency (invoice.view). */
  overdue_invoices: z
    .array(z.object({ currency: z.string(), count: z.number().int(), amount: z.number().int() }))
    .nullable(),
  /** The newest entries, newest first (transaction.view). */
  recent: z.array(entrySchema).nullable(),
  /** Invoices (invoice.view) and debts and credits (debt.view) due soon, soonest first. */
  due_soon: z.array(dueItemSchema).nullable(),
  /**
   * The getting-started checklist's steps, done or not (settings.manage, else null): a cash book,
   * an entry, payment details, a first invoice or kasbon, a team.
   */
  progress: z
    .object({
      cashbook: z.boolean(),
      transaction: z.boolean(),
      payment: z.boolean(),
      sale: z.boolean(),
      team: z.boolean(),
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = dataResponse(dashboardSchema);
