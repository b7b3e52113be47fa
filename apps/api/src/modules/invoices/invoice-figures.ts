/**
 * An invoice's figures (lib/invoice-math.ts) as the columns the invoices and their lines store.
 */
import type { InvoiceMath } from '@usaha/shared';
import type { LineInput } from '../../lib/invoice-math';

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
