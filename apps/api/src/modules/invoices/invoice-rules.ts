/** The rules an invoice's writes share: its dates, its customer's columns, what an edit keeps. */
import { AppError, type Discount, type updateInvoiceBodySchema } from '@usaha/shared';
import type { z } from 'zod';
import { addDays } from '../../lib/business-date';
import { discountOf, type LineInput } from '../../lib/invoice-math';
import { moneyText } from '../../lib/money-text';
import type { InvoiceCustomer } from '../contacts/contacts.guards';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository';

type UpdateBody = z.output<typeof updateInvoiceBodySchema>;

/** The issue date (today by default) and due date (issue + the business's due days). */
export function datesOf(
  body: { issue_date?: string | undefined; due_date?: string | undefined },
  today: string,
  dueDays: number,
): { issueDate: string; dueDate: string } {
  const issueDate = body.issue_date ?? today;
  const dueDate = body.due_date ?? addDays(issueDate, dueDays);
  if (dueDate < issueDate) {
    throw new AppError('VALIDATION_FAILED', 'The due date is before the issue date', {
      issues: [{ field: 'due_date', code: 'due_before_issue' }],
    });
  }
  return { issueDate, dueDate };
}

export function customerColumns(customer: InvoiceCustomer) {
  return {
    customerName: customer.name,
    customerCompany: customer.company,
    customerAddress: customer.address,
    customerPhone: customer.phone,
    customerEmail: customer.email,
    customerTaxId: customer.tax_id,
  };
}

/** A stored line as the input it was made from. */
export function lineInputOf(row: InvoiceLineRow): LineInput {
  return {
    product_id: row.productId,
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    unit_price: row.unitPrice,
    discount: discountOf(row.discountType, row.discountValue),
    tax_rate: row.taxRate,
    tax_base:
      row.taxBaseNumerator !== null && row.taxBaseDenominator !== null
        ? { numerator: row.taxBaseNumerator, denominator: row.taxBaseDenominator }
        : null,
  };
}

/** The content the figures are computed from: what the edit gives, else what is stored. */
export function editedContent(
  row: InvoiceRow,
  lines: InvoiceLineRow[],
  body: Partial<Pick<UpdateBody, 'lines' | 'discount' | 'charge' | 'prices_include_tax'>>,
): {
  lines: LineInput[];
  discount: Discount | null;
  charge: number;
  prices_include_tax: boolean;
  charge_label: string | null;
} {
  return {
    lines: body.lines ?? lines.map(lineInputOf),
    discount:
      body.discount === undefined ? discountOf(row.discountType, row.discountValue) : body.discount,
    charge: body.charge ?? row.charge,
    prices_include_tax: body.prices_include_tax ?? row.pricesIncludeTax,
    charge_label: row.chargeLabel,
  };
}

export const invoiceRefusals = {
  notVoid(row: Pick<InvoiceRow, 'status'>): void {
    if (row.status === 'void') {
      throw new AppError('INVOICE_VOID', 'This invoice is void and can no longer be changed');
    }
  },

  isDraft(row: InvoiceRow): void {
    if (row.status !== 'draft') {
      throw new AppError(
        'INVOICE_NOT_DRAFT',
        'Only a draft can be deleted; void the invoice instead',
      );
    }
  },

  /** What has been paid stays within the total (the database holds it too). */
  totalCoversPaid(total: number, row: InvoiceRow): void {
    if (total < row.paid) {
      throw new AppError('INVOICE_TOTAL_BELOW_PAID', 'The total would be less than what is paid', {
        issues: [
          {
            field: 'lines',
            code: 'total_below_paid',
            params: { paid: moneyText(row.paid, row.currency) },
          },
        ],
      });
    }
  },
};
