/**
 * The sales report (issue 16): what was sold on the invoices issued in the period (sent, not
 * void), by customer and by product, from the lines' stored figures: quantity, revenue before
 * tax (the line's base, after its discounts) and tax. Per currency, the 20 largest and the
 * rest as one row.
 */
import { z } from 'zod';
import { idSchema } from '../common.schemas';
import { reportPeriodSchema, reportQueryOf } from '../report.schemas';

/** How many customers or products are named; the others are summed as one row. */
export const SALES_TOP = 20;

export const salesQuerySchema = reportQueryOf({});
export type SalesQuery = z.input<typeof salesQuerySchema>;

const salesFigures = {
  /** Thousandths, as invoice lines keep quantities. */
  quantity: z.number().int(),
  /** Before tax, after discounts. */
  revenue: z.number().int(),
  tax: z.number().int(),
  /** Invoice lines summed. */
  line_count: z.number().int(),
};
export const salesFiguresSchema = z.object(salesFigures);
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/**
 * `kind`: `item` is one customer or product (`id` null for the lines without a product),
 * `rest` the sum of all those after the first 20.
 */
export const salesRowSchema = z.object({
  kind: z.enum(['item', 'no_product', 'rest']),
  id: idSchema.nullable(),
  name: z.string().nullable(),
  /** How many customers or products the row sums (1 for an item). */
  members: z.number().int(),
  ...salesFigures,
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const salesCurrencySchema = z.object({
  currency: z.string(),
  invoice_count: z.number().int(),
  customers: z.array(salesRowSchema),
  products: z.array(salesRowSchema),
  totals: salesFiguresSchema,
  /** The same sums over the comparison period; null when none was asked. */
  previous: salesFiguresSchema.nullable(),
});
export type SalesCurrency = z.infer<typeof salesCurrencySchema>;

export const salesDataSchema = z.object({
  period: reportPeriodSchema,
  currencies: z.array(salesCurrencySchema),
});
export type SalesData = z.infer<typeof salesDataSchema>;

/** One customer's or product's sums as read (`id` null: lines without a product). */
export type SalesGroup = SalesFigures & { id: string | null; name: string | null };

const plus = (a: SalesFigures, b: SalesFigures): SalesFigures => ({
  quantity: a.quantity + b.quantity,
  revenue: a.revenue + b.revenue,
  tax: a.tax + b.tax,
  line_count: a.line_count + b.line_count,
});
const NONE: SalesFigures = { quantity: 0, revenue: 0, tax: 0, line_count: 0 };

/**
 * The largest `top` groups by revenue (then name, then id), the others as one `rest` row, and
 * the lines without a product (the group without an id) always as their own row, last.
 */
export function topSales(groups: readonly SalesGroup[], top = SALES_TOP): SalesRow[] {
  const sorted = groups
    .filter((group) => group.id !== null)
    .sort(
      (a, b) =>
        b.revenue - a.revenue ||
        (a.name ?? '').localeCompare(b.name ?? '') ||
        (a.id ?? '').localeCompare(b.id ?? ''),
    );
  const rows: SalesRow[] = sorted
    .slice(0, top)
    .map(({ id, name, ...figures }) => ({ kind: 'item', id, name, members: 1, ...figures }));
  const others = sorted.slice(top);
  if (others.length > 0) {
    rows.push({
      kind: 'rest',
      id: null,
      name: null,
      members: others.length,
      ...salesTotals(others),
    });
  }
  for (const group of groups.filter((item) => item.id === null)) {
    rows.push({ kind: 'no_product', id: null, name: null, members: 1, ...salesTotals([group]) });
  }
  return rows;
}

/** The sum of the rows. */
export function salesTotals(rows: readonly SalesFigures[]): SalesFigures {
  return rows.reduce<SalesFigures>(
    (sum, { quantity, revenue, tax, line_count }) =>
      plus(sum, { quantity, revenue, tax, line_count }),
    NONE,
  );
}
