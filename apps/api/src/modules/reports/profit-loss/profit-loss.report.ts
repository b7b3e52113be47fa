/**
 * `GET /api/v1/reports/profit-loss/`: income and expense by category and the net profit, on a
 * cash basis from the books' day totals, per currency and month, beside the comparison period
 * when asked, an invoice's payment counting as income without the tax in it (book-income.ts), that
 * tax shown apart as owed to the state; and the accrual view from the invoices sent in the period (not limited by a cash
 * book: invoices belong to none, so with `cashbook_id` the accrual list is empty).
 */
import {
  type ParsedReportQuery,
  type ProfitLossData,
  profitLossDataSchema,
  profitLossQuerySchema,
} from '@usaha/shared';
import type { InvoiceSales, InvoiceService } from '../../invoices/invoices.service';
import { type BookIncomeDeps, readBookIncome, taxesByCurrency } from '../book-income';
import { categorySides, currencyOrder, figure } from '../category-lines';
import type { FigureRow } from '../figure-rows';
import { monthsOf } from '../report-period';
import type { ReportContext, ReportDefinition } from '../report-route';
import { profitLossTable } from './profit-loss-table';

export type ProfitLossDeps = BookIncomeDeps & {
  invoices: Pick<InvoiceService, 'sales' | 'paymentTaxes'>;
};

const minus = (a: readonly number[], b: readonly number[]) =>
  a.map((value, index) => value - (b[index] ?? 0));

function accrualOf(
  current: readonly InvoiceSales[],
  comparison: readonly InvoiceSales[] | null,
  businessCurrency: string,
): ProfitLossData['accrual'] {
  const found = [...current, ...(comparison ?? [])].map((sales) => sales.currency);
  return currencyOrder(found, businessCurrency).map((currency) => {
    const sales = current.find((item) => item.currency === currency);
    const before = comparison?.find((item) => item.currency === currency);
    const total = sales?.total ?? 0;
    const compared = figure(total, [], comparison === null ? null : (before?.total ?? 0));
    return {
      currency,
      invoices: sales?.invoices ?? 0,
      base: sales?.base ?? 0,
      charges: sales?.charges ?? 0,
      before_tax: sales?.before_tax ?? 0,
      tax: sales?.tax ?? 0,
      total,
      comparison_total: compared.comparison,
      change_bp: compared.change_bp,
    };
  });
}

export async function readProfitLoss(
  deps: ProfitLossDeps,
  context: ReportContext<ParsedReportQuery>,
): Promise<ProfitLossData> {
  const { actor, period, business } = context;
  const cashbookId = period.cashbook_id;
  const compared = period.comparison;
  const withInvoices = cashbookId === null;
  const [current, previous, sales, previousSales] = await Promise.all([
    readBookIncome(deps, actor, { from: period.from, to: period.to, cashbookId }),
    compared ? readBookIncome(deps, actor, { ...compared, cashbookId }) : null,
    withInvoices ? deps.invoices.sales(actor, period.from, period.to) : [],
    withInvoices && compared ? deps.invoices.sales(actor, compared.from, compared.to) : null,
  ]);
  const months = monthsOf(period);
  const sides = categorySides(current.rows, previous?.rows ?? null, months, business.currency);
  const taxes = taxesByCurrency(current.taxes, months);
  const taxesBefore = previous ? taxesByCurrency(previous.taxes, []) : null;
  return {
    period,
    months,
    currencies: sides.map(({ currency, income, expense }) => ({
      currency,
      income,
      expense,
      net: figure(
        income.amount - expense.amount,
        minus(income.by_month, expense.by_month),
        compared ? (income.comparison ?? 0) - (expense.comparison ?? 0) : null,
      ),
      tax_collected: figure(
        taxes.get(currency)?.amount ?? 0,
        taxes.get(currency)?.by_month ?? months.map(() => 0),
        taxesBefore ? (taxesBefore.get(currency)?.amount ?? 0) : null,
      ),
    })),
    accrual: withInvoices ? accrualOf(sales, previousSales, business.currency) : [],
  };
}

export function profitLossReport(
  deps: ProfitLossDeps,
): ReportDefinition<ParsedReportQuery, ProfitLossData, FigureRow> {
  return {
    name: 'profit-loss',
    querystring: profitLossQuerySchema,
    data: profitLossDataSchema,
    read: (context) => readProfitLoss(deps, context),
    table: (data, context) => profitLossTable(data, context.language),
  };
}
