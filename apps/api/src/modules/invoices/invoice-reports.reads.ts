/**
 * What the reports (issue 16) read of invoices: per contact and aging bucket what customers owe
 * on a date, the sales per customer and per product, and the output tax per month.
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

export type { CurrencySales, CustomerSales, OutputTaxMonth };

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

    /** The same invoices' tax groups summed per month of issue. */
    outputTaxByMonth(businessId: string, from: string, to: string): Promise<OutputTaxMonth[]> {
      return readOutputTax(database, businessId, from, to);
    },
  };
}
