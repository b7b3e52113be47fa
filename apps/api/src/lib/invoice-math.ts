/**
 * The server's side of the one shared calculator (packages/shared/src/invoice-math.ts), for the
 * invoices and the schedules that make them: calculateInvoice, authoritative here, with a refusal
 * of the arithmetic as a 400 on the field it names; and a stored discount back as the contract's.
 */
import {
  AppError,
  calculateInvoice,
  type Discount,
  type InvoiceMath,
  InvoiceMathError,
  type invoiceLineInputSchema,
} from '@usaha/shared';
import type { z } from 'zod';

export type LineInput = z.output<typeof invoiceLineInputSchema>;

export type FiguresInput = {
  currency: string;
  prices_include_tax: boolean;
  lines: readonly LineInput[];
  discount: Discount | null;
  charge: number;
  round_total: boolean;
};

export function invoiceMath(input: FiguresInput): InvoiceMath {
  try {
    return calculateInvoice(input);
  } catch (error) {
    if (!(error instanceof InvoiceMathError)) throw error;
    throw new AppError('VALIDATION_FAILED', error.message, {
      issues: [{ field: error.field ?? 'lines', code: error.code, params: error.params }],
    });
  }
}

/** A stored discount back as the contract's. */
export function discountOf(type: string | null, value: number | null): Discount | null {
  if (type === null || value === null) return null;
  return type === 'percent' ? { type: 'percent', value } : { type: 'amount', value };
}
