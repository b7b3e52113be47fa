/** Invoice rows in their API shape: payment status, overdue, words and stamp duty derived here. */
import {
  amountInWords,
  type Invoice,
  type InvoiceLanguage,
  type InvoiceLine,
  type InvoiceListItem,
  type InvoiceStatus,
  type PaymentStatus,
  stampDutyApplies,
} from '@usaha/shared';
import { isoTimestamp, toMinorUnits } from '../../db/row-values';
import { discountOf } from '../../lib/invoice-math';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository';
import type { InvoiceExportItem } from './invoices.types';

export function paymentStatusOf(total: number, paid: number): PaymentStatus {
  if (paid >= total) return 'paid';
  return paid === 0 ? 'unpaid' : 'partial';
}

/**
 * Unpaid or partial after the due date, in the business's time zone (`today`). Only a sent
 * invoice is owed: a draft is not yet, a void one never.
 */
export function isOverdue(
  row: { status: string; total: number; paid: number; dueDate: string },
  today: string,
): boolean {
  return row.status === 'sent' && row.paid < row.total && row.dueDate < today;
}

export function toInvoiceLine(row: InvoiceLineRow): InvoiceLine {
  const taxBase =
    row.taxBaseNumerator !== null && row.taxBaseDenominator !== null
      ? { numerator: row.taxBaseNumerator, denominator: row.taxBaseDenominator }
      : null;
  return {
    id: row.id,
    product_id: row.productId,
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    unit_price: row.unitPrice,
    discount: discountOf(row.discountType, row.discountValue),
    tax_rate: row.taxRate,
    tax_base: taxBase,
    amount: row.amount,
    discount_amount: row.discountAmount,
    invoice_discount: row.invoiceDiscount,
    base: row.base,
    tax: row.tax,
  };
}

export type InvoiceView = { today: string; showAmountInWords: boolean };

export function toInvoice(row: InvoiceRow, lines: InvoiceLineRow[], view: InvoiceView): Invoice {
  const language = row.language as InvoiceLanguage;
  return {
    id: row.id,
    number: row.number,
    status: row.status as InvoiceStatus,
    payment_status: paymentStatusOf(row.total, row.paid),
    overdue: isOverdue(row, view.today),
    contact_id: row.contactId,
    customer: {
      name: row.customerName,
      company: row.customerCompany,
      address: row.customerAddress,
      phone: row.customerPhone,
      email: row.customerEmail,
      tax_id: row.customerTaxId,
    },
    issue_date: row.issueDate,
    due_date: row.dueDate,
    prices_include_tax: row.pricesIncludeTax,
    lines: lines.map(toInvoiceLine),
    discount: discountOf(row.discountType, row.discountValue),
    currency: row.currency,
    subtotal: row.subtotal,
    line_discount: row.lineDiscount,
    invoice_discount: row.invoiceDiscount,
    base: row.base,
    taxes: row.taxes,
    tax: row.tax,
    charge: row.charge,
    charge_label: row.chargeLabel,
    rounding: row.rounding,
    total: row.total,
    paid: row.paid,
    amount_due: row.total - row.paid,
    notes: row.notes,
    terms: row.terms,
    language,
    amount_in_words: view.showAmountInWords
      ? amountInWords(row.total, row.currency, language)
      : null,
    stamp_duty: stampDutyApplies(row.total, row.currency),
    sent_at: row.sentAt ? isoTimestamp(row.sentAt) : null,
    voided_at: row.voidedAt ? isoTimestamp(row.voidedAt) : null,
    version: row.version,
    created_at: isoTimestamp(row.createdAt),
    updated_at: isoTimestamp(row.updatedAt),
  };
}

/** The columns of the list's statement (invoices.sql.ts), snake_case as selected. */
export type InvoiceListRow = {
  id: string;
  number: string;
  status: string;
  contact_id: string;
  customer_name: string;
  issue_date: string;
  due_date: string;
  currency: string;
  total: string | number;
  paid: string | number;
  version: number;
};

export function toListItem(row: InvoiceListRow, today: string): InvoiceListItem {
  const total = toMinorUnits(row.total);
  const paid = toMinorUnits(row.paid);
  return {
    id: row.id,
    number: row.number,
    status: row.status as InvoiceStatus,
    payment_status: paymentStatusOf(total, paid),
    overdue: isOverdue({ status: row.status, total, paid, dueDate: row.due_date }, today),
    contact_id: row.contact_id,
    customer_name: row.customer_name,
    issue_date: row.issue_date,
    due_date: row.due_date,
    currency: row.currency,
    total,
    paid,
    amount_due: total - paid,
    version: row.version,
  };
}

/** The columns of the download's statement: the list's and the figures before the total. */
export type InvoiceExportRow = InvoiceListRow & {
  subtotal: string | number;
  line_discount: string | number;
  invoice_discount: string | number;
  tax: string | number;
};

export function toExportItem(row: InvoiceExportRow, today: string): InvoiceExportItem {
  return {
    ...toListItem(row, today),
    subtotal: toMinorUnits(row.subtotal),
    discount: toMinorUnits(row.line_discount) + toMinorUnits(row.invoice_discount),
    tax: toMinorUnits(row.tax),
  };
}
