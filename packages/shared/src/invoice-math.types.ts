/**
 * The shapes of invoice arithmetic (DESIGN.md §3 "Money"): what `calculateInvoice` in
 * invoice-math.ts takes and gives. Amounts are integers in the currency's minor unit, rates are
 * basis points (PPN 11% = 1100), quantities are thousandths (1 pcs = 1000).
 */

/** A discount: `percent` in basis points of what it applies to, or a fixed `amount`. */
export type Discount = { type: 'percent'; value: number } | { type: 'amount'; value: number };

/**
 * The share of a line's base that its tax is charged on ("DPP nilai lain"): 11/12 for PPN 12%
 * since 2025. Null or 1/1 is the whole base.
 */
export type TaxBase = { numerator: number; denominator: number };

export type InvoiceLineInput = {
  /** Thousandths: 2.5 kg is 2500. */
  quantity: number;
  /** Minor units; tax included when the invoice's prices include tax. */
  unit_price: number;
  discount: Discount | null;
  /** Basis points, 0–10000. */
  tax_rate: number;
  tax_base: TaxBase | null;
};

export type InvoiceMathInput = {
  currency: string;
  prices_include_tax: boolean;
  lines: readonly InvoiceLineInput[];
  /** On the lines' amounts after their own discounts; allocated over the lines. */
  discount: Discount | null;
  /** Shipping or another charge, minor units, not taxed. */
  charge: number;
  /** Round the total to whole units of the currency (the rounding is its own figure). */
  round_total: boolean;
};

export type InvoiceLineMath = {
  /** quantity × unit price, rounded half-up to the minor unit (as entered: tax included or not). */
  amount: number;
  /** The line's own discount. */
  discount: number;
  /** The line's share of the invoice discount (largest remainder, never a unit lost). */
  invoice_discount: number;
  /** What is taxed, tax excluded, after both discounts (DPP). */
  base: number;
  /** The line's share of its rate's tax. */
  tax: number;
};

/**
 * One (rate, tax base) group's figures: tax is computed once per group, on the sum of its lines'
 * bases. `tax_base` is the reduced fraction (1/1 for none). Only rates above 0 are listed.
 */
export type InvoiceTaxMath = {
  rate: number;
  tax_base: TaxBase;
  /** Σ base of the rate's lines (DPP). */
  base: number;
  /** What the rate is charged on: base × numerator / denominator (DPP nilai lain). */
  taxable: number;
  tax: number;
};

/**
 * Invariants (property-tested): base + tax + charge + rounding = total, to the unit;
 * subtotal − invoice_discount = base (+ tax when prices include tax); Σ lines' figures = the
 * invoice's; no floating point anywhere.
 */
export type InvoiceMath = {
  lines: InvoiceLineMath[];
  /** Σ (line amount − line discount): before the invoice discount, as entered. */
  subtotal: number;
  line_discount: number;
  invoice_discount: number;
  /** Σ line base. */
  base: number;
  /** By rate, then tax base; Σ tax = `tax`. */
  taxes: InvoiceTaxMath[];
  tax: number;
  charge: number;
  /** What rounding the total to whole units added (negative when it took away). */
  rounding: number;
  total: number;
};
