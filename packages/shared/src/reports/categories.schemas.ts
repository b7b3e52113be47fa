/**
 * The categories report's contract (issue 16): income and expense by category per currency,
 * each line's share of its side and its figure per month (the trend). The lines are the
 * profit-and-loss report's, so the two agree to the sen.
 */
import { z } from 'zod';
import { currencySchema } from '../common.schemas';
import { reportPeriodSchema, reportQueryOf } from '../report.schemas';
import { profitLossLineSchema, reportFigureSchema } from './profit-loss.schemas';

export const categoriesReportQuerySchema = reportQueryOf({});
export type CategoriesReportQuery = z.input<typeof categoriesReportQuerySchema>;

export const categoryShareLineSchema = profitLossLineSchema.extend({
  /**
   * Basis points of the side's positive lines together; the side's shares add up to 10000
   * exactly (largest remainder). A line at or below zero (refunds beyond spending) has 0.
   */
  share_bp: z.number().int(),
});
export type CategoryShareLine = z.infer<typeof categoryShareLineSchema>;

export const categoriesSideSchema = reportFigureSchema.extend({
  lines: z.array(categoryShareLineSchema),
});
export type CategoriesSide = z.infer<typeof categoriesSideSchema>;

export const categoriesCurrencySchema = z.object({
  currency: currencySchema,
  income: categoriesSideSchema,
  expense: categoriesSideSchema,
});
export type CategoriesCurrency = z.infer<typeof categoriesCurrencySchema>;

export const categoriesReportDataSchema = z.object({
  period: reportPeriodSchema,
  months: z.array(z.string()),
  /** The business's currency first (always there), then the others its books hold. */
  currencies: z.array(categoriesCurrencySchema),
});
export type CategoriesReportData = z.infer<typeof categoriesReportDataSchema>;
