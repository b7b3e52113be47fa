/**
 * The books' income and expense per category and month as the profit-and-loss and categories
 * reports count them, on the cash basis: the day totals (entries module), less the tax (PPN) in
 * each invoice payment (invoices module), taken out of the line its entry is booked to. That tax
 * is owed to the state, so it is the reports' own figure, never income.
 */

import type { Actor } from '../../lib/actor';
import type {
  CategoryTotalRow,
  CategoryTotalsRange,
  CategoryTotalsService,
} from '../entries/category-totals.service';
import type { InvoiceService, PaymentTax } from '../invoices/invoices.service';

export type BookIncomeDeps = {
  totals: CategoryTotalsService;
  invoices: Pick<InvoiceService, 'paymentTaxes'>;
};

export type BookIncome = { rows: CategoryTotalRow[]; taxes: PaymentTax[] };

/** The row that takes a payment's tax out of its line: the same category, month and currency. */
function taxRow(tax: PaymentTax, rows: readonly CategoryTotalRow[]): CategoryTotalRow {
  const same = rows.find((row) => row.category_id !== null && row.category_id === tax.category_id);
  return {
    currency: tax.currency,
    category_id: tax.category_id,
    name: same?.name ?? null,
    seed_key: same?.seed_key ?? null,
    kind: same?.kind ?? null,
    color: same?.color ?? null,
    class: 'income',
    invoice_payment: true,
    month: tax.date.slice(0, 7),
    amount: -tax.tax,
  };
}

export async function readBookIncome(
  deps: BookIncomeDeps,
  actor: Pick<Actor, 'businessId'>,
  range: CategoryTotalsRange,
): Promise<BookIncome> {
  const [totals, taxes] = await Promise.all([
    deps.totals.read(actor, range),
    deps.invoices.paymentTaxes(actor.businessId, range),
  ]);
  return { rows: [...totals, ...taxes.map((tax) => taxRow(tax, totals))], taxes };
}

/** The taxes per currency, each month of `months` and in all. */
export function taxesByCurrency(
  taxes: readonly PaymentTax[],
  months: readonly string[],
): Map<string, { amount: number; by_month: number[] }> {
  const sums = new Map<string, { amount: number; by_month: number[] }>();
  for (const tax of taxes) {
    const sum = sums.get(tax.currency) ?? { amount: 0, by_month: months.map(() => 0) };
    const index = months.indexOf(tax.date.slice(0, 7));
    sum.amount += tax.tax;
    if (index >= 0) sum.by_month[index] = (sum.by_month[index] ?? 0) + tax.tax;
    sums.set(tax.currency, sum);
  }
  return sums;
}
