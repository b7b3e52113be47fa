/**
 * `GET /api/v1/reports/categories/`: income and expense by category per currency, each line's
 * share of its side and its trend month by month; the profit-and-loss report's lines, so the two
 * agree to the sen.
 */
import {
  type CategoriesReportData,
  categoriesReportDataSchema,
  categoriesReportQuerySchema,
  type ParsedReportQuery,
} from '@usaha/shared';
import { type BookIncomeDeps, readBookIncome } from '../book-income';
import { categorySides } from '../category-lines';
import type { FigureRow } from '../figure-rows';
import { monthsOf } from '../report-period';
import type { ReportDefinition } from '../report-route';
import { categoriesTable } from './categories-table';
import { withShares } from './category-shares';

export function categoriesReport(
  deps: BookIncomeDeps,
): ReportDefinition<ParsedReportQuery, CategoriesReportData, FigureRow & { share: number | null }> {
  return {
    name: 'categories',
    querystring: categoriesReportQuerySchema,
    data: categoriesReportDataSchema,
    async read({ actor, period, business }) {
      const cashbookId = period.cashbook_id;
      const [current, previous] = await Promise.all([
        readBookIncome(deps, actor, { from: period.from, to: period.to, cashbookId }),
        period.comparison
          ? readBookIncome(deps, actor, { ...period.comparison, cashbookId })
          : null,
      ]);
      const months = monthsOf(period);
      return {
        period,
        months,
        currencies: categorySides(
          current.rows,
          previous?.rows ?? null,
          months,
          business.currency,
        ).map((sides) => ({
          currency: sides.currency,
          income: withShares(sides.income),
          expense: withShares(sides.expense),
        })),
      };
    },
    table: (data, context) => categoriesTable(data, context.language),
  };
}
