/** Runs the reports' statements over invoices (invoice-reports.sql.ts); reads only. */
import type { AgingAmount, AgingBucket, SalesGroup } from '@usaha/shared';
import type { Database } from '../../db/client';
import { toMinorUnits } from '../../db/row-values';
import {
  outputTaxByMonthSql,
  receivableAgingSql,
  salesByCustomerSql,
  salesByProductSql,
} from './invoice-reports.sql';

type Raw = Pick<Database, 'query'>;
type Cells = Record<string, string | number | null>;

export type CurrencySales = SalesGroup & { currency: string };
export type CustomerSales = CurrencySales & { invoice_count: number };
export type OutputTaxMonth = {
  currency: string;
  month: string;
  invoice_count: number;
  base: number;
  other_base: number;
  tax: number;
};

export async function readReceivableAging(
  database: Raw,
  businessId: string,
  date: string,
): Promise<AgingAmount[]> {
  const statement = receivableAgingSql(businessId, date);
  const rows = await database.query<Cells>(statement.text, statement.params);
  return rows.map((row) => ({
    contact_id: String(row.contact_id),
    name: String(row.name),
    currency: String(row.currency),
    bucket: String(row.bucket) as AgingBucket,
    amount: toMinorUnits(row.amount),
  }));
}

const salesOf = (row: Cells): CurrencySales => ({
  currency: String(row.currency),
  id: row.id === null ? null : String(row.id),
  name: row.name === null ? null : String(row.name),
  quantity: toMinorUnits(row.quantity),
  revenue: toMinorUnits(row.revenue),
  tax: toMinorUnits(row.tax),
  line_count: Number(row.line_count),
});

export async function readSalesByCustomer(
  database: Raw,
  businessId: string,
  from: string,
  to: string,
): Promise<CustomerSales[]> {
  const statement = salesByCustomerSql(businessId, from, to);
  const rows = await database.query<Cells>(statement.text, statement.params);
  return rows.map((row) => ({ ...salesOf(row), invoice_count: Number(row.invoice_count) }));
}

export async function readSalesByProduct(
  database: Raw,
  businessId: string,
  from: string,
  to: string,
): Promise<CurrencySales[]> {
  const statement = salesByProductSql(businessId, from, to);
  return (await database.query<Cells>(statement.text, statement.params)).map(salesOf);
}

export async function readOutputTax(
  database: Raw,
  businessId: string,
  from: string,
  to: string,
): Promise<OutputTaxMonth[]> {
  const statement = outputTaxByMonthSql(businessId, from, to);
  const rows = await database.query<Cells>(statement.text, statement.params);
  return rows.map((row) => ({
    currency: String(row.currency),
    month: String(row.month),
    invoice_count: Number(row.invoice_count),
    base: toMinorUnits(row.base),
    other_base: toMinorUnits(row.other_base),
    tax: toMinorUnits(row.tax),
  }));
}
