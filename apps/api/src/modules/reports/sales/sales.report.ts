/**
 * The sales report (`/api/v1/reports/sales/`): the lines of the sent invoices issued in the
 * period, summed per customer and per product (their stored figures: quantity, base and tax),
 * the 20 largest of each and the rest as one row, per currency (the business's first), with the
 * totals of the comparison period when one is asked. Invoices are not kept per cash book, so
 * the report takes no cash book.
 */
import {
  type ParsedReportQuery,
  type SalesCurrency,
  type SalesData,
  salesDataSchema,
  salesQuerySchema,
  salesTotals,
  topSales,
} from '@usaha/shared';
import type { InvoiceService } from '../../invoices/invoices.service';
import type { ReportDefinition } from '../report-route';
import { type SalesTableRow, salesTable } from './sales-table';

export type SalesDeps = { invoices: Pick<InvoiceService, 'salesByCustomer' | 'salesByProduct'> };

export function salesReport(
  deps: SalesDeps,
): ReportDefinition<ParsedReportQuery, SalesData, SalesTableRow> {
  return {
    name: 'sales',
    querystring: salesQuerySchema,
    data: salesDataSchema,
    async read({ actor, period, business }) {
      const { from, to } = period;
      const range = period.comparison;
      const [customers, products, before] = await Promise.all([
        deps.invoices.salesByCustomer(actor.businessId, from, to),
        deps.invoices.salesByProduct(actor.businessId, from, to),
        range ? deps.invoices.salesByCustomer(actor.businessId, range.from, range.to) : null,
      ]);
      const all = [...customers, ...(before ?? [])];
      const currencies = [...new Set(all.map((row) => row.currency))].sort((a, b) =>
        a === business.currency ? -1 : b === business.currency ? 1 : a.localeCompare(b),
      );
      return {
        period,
        currencies: currencies.map((currency): SalesCurrency => {
          const ofCustomers = customers.filter((row) => row.currency === currency);
          return {
            currency,
            invoice_count: ofCustomers.reduce((sum, row) => sum + row.invoice_count, 0),
            customers: topSales(ofCustomers),
            products: topSales(products.filter((row) => row.currency === currency)),
            totals: salesTotals(ofCustomers),
            previous: before && salesTotals(before.filter((row) => row.currency === currency)),
          };
        }),
      };
    },
    table: (data, { language }) => salesTable(data, language),
  };
}
