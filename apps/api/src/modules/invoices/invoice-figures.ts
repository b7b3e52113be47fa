/**
 * An invoice's figures from its lines, by the one shared calculateInvoice (authoritative here),
 * as the columns the invoices and their lines store. A refusal of the arithmetic is a 400 on the
 * field it names.
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

/** The invoice's stored figures. */
export function figureColumns(math: InvoiceMath) {
  return {
    subtotal: math.subtotal,
    lineDiscount: math.line_discount,
    invoiceDiscount: math.invoice_discount,
    base: math.base,
    taxes: math.taxes,
    tax: math.tax,
    rounding: math.rounding,
    total: math.total,
  };
}

/** Each line's columns, in order, with its figures. */
export function lineColumns(lines: readonly LineInput[], math: InvoiceMath) {
  return lines.map((line, position) => {
    const figures = math.lines[position];
    if (!figures) throw new Error('calculateInvoice returned fewer lines than it was given');
    return {
      position,
      productId: line.product_id,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unit_price,
      discountType: line.discount?.type ?? null,
      discountValue: line.discount?.value ?? null,
      taxRate: line.tax_rate,
      taxBaseNumerator: line.tax_base?.numerator ?? null,
      taxBaseDenominator: line.tax_base?.denominator ?? null,
      amount: figures.amount,
      discountAmount: figures.discount,
      invoiceDiscount: figures.invoice_discount,
      base: figures.base,
      tax: figures.tax,
    };
  });
}

export type LineColumns = ReturnType<typeof lineColumns>[number];

/** A stored discount back as the contract's. */
export function discountOf(type: string | null, value: number | null): Discount | null {
  if (type === null || value === null) return null;
  return type === 'percent' ? { type: 'percent', value } : { type: 'amount', value };
}
