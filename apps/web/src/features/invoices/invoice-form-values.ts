/**
 * The invoice editor's values as typed (a draft), what a new or saved invoice starts them with,
 * and what they make: the request body (invoice.schemas) and the input of calculateInvoice, the
 * function the API computes the same invoice with.
 */
import type {
  CreateInvoiceBody,
  Discount,
  Invoice,
  InvoiceLanguage,
  InvoiceMathInput,
  Product,
} from '@usaha/shared';
import { addDays } from '../../lib/date-presets';
import {
  basisPointsToPercent,
  percentToBasisPoints,
  quantityToThousandths,
  thousandthsToText,
} from '../../lib/decimal-text';
import type { InvoiceDefaults, TaxChoice } from './invoice-editor-settings';

export type DiscountDraft = { type: 'percent' | 'amount'; percent: string; amount: number | null };

export type LineDraft = {
  /** This screen's own name for the line, kept while lines move. */
  key: string;
  product_id: string | null;
  description: string;
  /** As typed: `2,5`. */
  quantity: string;
  unit: string;
  unit_price: number | null;
  discount: DiscountDraft;
  tax: TaxChoice;
};

export type InvoiceDraft = {
  contact_id: string | null;
  /** Empty until the server gives the next number. */
  number: string;
  issue_date: string;
  due_date: string;
  /** Set once the due date is typed: a new issue date then no longer moves it. */
  due_edited: boolean;
  prices_include_tax: boolean;
  lines: LineDraft[];
  discount: DiscountDraft;
  charge: number | null;
  charge_label: string;
  notes: string;
  terms: string;
  language: InvoiceLanguage;
};

let lastKey = 0;
const nextKey = () => `line-${++lastKey}`;

export const NO_DISCOUNT: DiscountDraft = { type: 'percent', percent: '', amount: null };

export function newLine(tax: TaxChoice, locale: string, quantity = 1000): LineDraft {
  return {
    key: nextKey(),
    product_id: null,
    description: '',
    quantity: thousandthsToText(quantity, locale),
    unit: '',
    unit_price: null,
    discount: NO_DISCOUNT,
    tax,
  };
}

/** A product picked for a line: its name, unit, price and tax; the quantity stays. */
export function lineFromProduct(line: LineDraft, product: Product, taxes: TaxChoice[]): LineDraft {
  const listed = taxes.find((tax) => tax.rate === product.tax_rate);
  return {
    ...line,
    product_id: product.id,
    description: product.name,
    unit: product.unit,
    unit_price: product.price,
    tax: listed ?? { rate: product.tax_rate, tax_base: null },
  };
}

export function newDraft(defaults: InvoiceDefaults, today: string, locale: string): InvoiceDraft {
  return {
    contact_id: null,
    number: '',
    issue_date: today,
    due_date: addDays(today, defaults.dueDays),
    due_edited: false,
    prices_include_tax: false,
    lines: [newLine(defaults.tax, locale)],
    discount: NO_DISCOUNT,
    charge: null,
    charge_label: '',
    notes: '',
    terms: defaults.terms,
    language: 'id',
  };
}

function discountDraft(discount: Discount | null, locale: string): DiscountDraft {
  if (!discount) return NO_DISCOUNT;
  return discount.type === 'percent'
    ? { ...NO_DISCOUNT, percent: basisPointsToPercent(discount.value, locale) }
    : { type: 'amount', percent: '', amount: discount.value };
}

export function draftFromInvoice(invoice: Invoice, locale: string): InvoiceDraft {
  return {
    contact_id: invoice.contact_id,
    number: invoice.number,
    issue_date: invoice.issue_date,
    due_date: invoice.due_date,
    due_edited: true,
    prices_include_tax: invoice.prices_include_tax,
    lines: invoice.lines.map((line) => ({
      key: nextKey(),
      product_id: line.product_id,
      description: line.description,
      quantity: thousandthsToText(line.quantity, locale),
      unit: line.unit ?? '',
      unit_price: line.unit_price,
      discount: discountDraft(line.discount, locale),
      tax: { rate: line.tax_rate, tax_base: line.tax_base },
    })),
    discount: discountDraft(invoice.discount, locale),
    charge: invoice.charge || null,
    charge_label: invoice.charge_label ?? '',
    notes: invoice.notes ?? '',
    terms: invoice.terms ?? '',
    language: invoice.language,
  };
}

/** A discount as the contract has it; NaN where the text is not one (the contract refuses it). */
export function discountValue(draft: DiscountDraft): Discount | null {
  if (draft.type === 'amount') return draft.amount ? { type: 'amount', value: draft.amount } : null;
  if (!draft.percent.trim()) return null;
  const points = percentToBasisPoints(draft.percent);
  if (points === 0) return null;
  return { type: 'percent', value: points ?? Number.NaN };
}

const orNull = (text: string) => text.trim() || null;

/**
 * The body of POST /invoices/ (and, with a version, of PUT): every field the editor has, with
 * what was not typed as the contract's "none". Text that is no number becomes NaN, so the
 * contract marks that very field before anything is sent.
 */
export function invoiceBody(draft: InvoiceDraft): CreateInvoiceBody {
  return {
    contact_id: draft.contact_id ?? '',
    number: orNull(draft.number) ?? undefined,
    issue_date: draft.issue_date,
    due_date: draft.due_date,
    prices_include_tax: draft.prices_include_tax,
    lines: draft.lines.map((line) => ({
      product_id: line.product_id,
      description: line.description.trim(),
      quantity: quantityToThousandths(line.quantity) ?? Number.NaN,
      unit: orNull(line.unit),
      unit_price: line.unit_price ?? Number.NaN,
      discount: discountValue(line.discount),
      tax_rate: line.tax.rate,
      tax_base: line.tax.tax_base,
    })),
    discount: discountValue(draft.discount),
    charge: draft.charge ?? 0,
    charge_label: draft.charge ? orNull(draft.charge_label) : null,
    notes: orNull(draft.notes),
    terms: orNull(draft.terms),
    language: draft.language,
  };
}

const isWhole = (value: number) => Number.isSafeInteger(value);
const usable = (discount: Discount | null) =>
  discount && isWhole(discount.value) ? discount : null;

/**
 * What the live totals compute: the lines as far as they are typed (a line without a quantity
 * or a price counts as nothing yet) and the discounts that read as numbers.
 */
export function mathInput(
  draft: InvoiceDraft,
  currency: string,
  roundTotal: boolean,
): InvoiceMathInput {
  return {
    currency,
    prices_include_tax: draft.prices_include_tax,
    lines: draft.lines.map((line) => {
      const quantity = quantityToThousandths(line.quantity);
      const counted = quantity !== null && line.unit_price !== null;
      return {
        quantity: counted ? quantity : 0,
        unit_price: counted ? (line.unit_price ?? 0) : 0,
        discount: counted ? usable(discountValue(line.discount)) : null,
        tax_rate: line.tax.rate,
        tax_base: line.tax.tax_base,
      };
    }),
    discount: usable(discountValue(draft.discount)),
    charge: draft.charge ?? 0,
    round_total: roundTotal,
  };
}

/**
 * The field a contract or server path names, as the editor marks it: `lines.2.discount.value`
 * → `lines.2.discount`, `due_date` → `due_date`.
 */
export function fieldOfPath(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  return (parts[0] === 'lines' && parts.length > 2 ? parts.slice(0, 3) : parts.slice(0, 1)).join(
    '.',
  );
}
