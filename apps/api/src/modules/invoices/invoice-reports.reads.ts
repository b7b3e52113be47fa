/**
 * What the reports (issue 16) read of invoices: per contact and aging bucket what customers owe
 * on a date, the sales per customer and per product, the output tax per month, and the tax in
 * the payments received (the cash basis: revenue is a payment less it, the state is owed it).
 */
import type { AgingAmount } from '@usaha/shared';
import type { Database } from '../../db/client';
import {
  type CurrencySales,
  type CustomerSales,
  type OutputTaxMonth,
  readOutputTax,
  readReceivableAging,
  readSalesByCustomer,
  readSalesByProduct,
} from './invoice-reports.repository';
import {
  type PaymentTax,
  type PaymentTaxRange,
  readPaymentTaxes,
} from './payments/invoice-payment-taxes.repository';

export type { CurrencySales, CustomerSales, OutputTaxMonth, PaymentTax, PaymentTaxRange };

export function createInvoiceReportReads(deps: { database: Database }) {
  const { database } = deps;
  return {
    /** What receivablesOn sums, per contact and bucket of days past due. */
    receivableAgingOn(businessId: string, date: string): Promise<AgingAmount[]> {
      return readReceivableAging(database, businessId, date);
    },

    /** The sent invoices issued from `from` to `to`, their lines summed per customer. */
    salesByCustomer(businessId: string, from: string, to: string): Promise<CustomerSales[]> {
      return readSalesByCustomer(database, businessId, from, to);
    },

    /** The same lines summed per product (id null: the lines without one). */
    salesByProduct(businessId: string, from: string, to: string): Promise<CurrencySales[]> {
      return readSalesByProduct(database, businessId, from, to);
    },

    /** Each payment of the range with tax in it, and its part (invoice-payment-taxes). */
    paymentTaxes(businessId: string, range: PaymentTaxRange): Promise<PaymentTax[]> {
      return readPaymentTaxes(database, businessId, range);
    },

    /** The tax in every payment received up to and including `date`, per currency. */
    async taxCollectedOn(businessId: string, date: string): Promise<Map<string, number>> {
      const rows = await readPaymentTaxes(database, businessId, {
        from: null,
        to: date,
        cashbookId: null,
      });
      const totals = new Map<string, number>();
      for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.tax);
      return totals;
    },

    /** The same invoices' tax groups summed per month of issue. */
    outputTaxByMonth(businessId: string, from: string, to: string): Promise<OutputTaxMonth[]> {
      return readOutputTax(database, businessId, from, to);
    },
  };
}
