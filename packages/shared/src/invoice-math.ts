/**
 * Invoice arithmetic (DESIGN.md §3): one pure function for the web's live preview, the API
 * (authoritative), the PDF and the portal. Integers only; products go through BigInt.
 */

import type {
  Discount,
  InvoiceLineInput,
  InvoiceLineMath,
  InvoiceMath,
  InvoiceMathInput,
  InvoiceTaxMath,
} from './invoice-math.types';
import {
  checkAmount,
  checkBasisPoints,
  checkCurrency,
  checkWhole,
  InvoiceMathError,
  normalTaxBase,
  sumAmounts,
} from './invoice-math-input';
import { splitInclusive, type TaxRule, taxOnBase } from './invoice-tax';
import { allocate, applyRate, currencyExponent, divideRounded, QUANTITY_SCALE } from './money';

export { InvoiceMathError, type InvoiceMathErrorCode } from './invoice-math-input';

/** A line before the invoice discount: its amount, own discount and what is left (net). */
type LineStage = { amount: number; discount: number; net: number; rule: TaxRule };

/**
 * What a discount takes from `of`: a percent (basis points) rounded half-up once, or an amount
 * no larger than `of` (else `discount_exceeds_amount`, with `max` = `of`).
 */
function discountOf(discount: Discount | null, of: number, field: string): number {
  if (!discount) return 0;
  const at = `${field}.value`;
  switch (discount.type) {
    case 'percent':
      return applyRate(of, checkBasisPoints(discount.value, at));
    case 'amount': {
      const value = checkAmount(discount.value, at);
      if (value > of) throw new InvoiceMathError('discount_exceeds_amount', at, { max: of });
      return value;
    }
    default:
      throw new InvoiceMathError('invalid_value', field);
  }
}

function lineStage(line: InvoiceLineInput, index: number): LineStage {
  const at = `lines.${index}`;
  const quantity = checkWhole(line.quantity, `${at}.quantity`);
  const unitPrice = checkAmount(line.unit_price, `${at}.unit_price`);
  const exact = BigInt(unitPrice) * BigInt(quantity);
  const amount = checkAmount(divideRounded(exact, QUANTITY_SCALE, 'half-up'), `${at}.unit_price`);
  const discount = discountOf(line.discount, amount, `${at}.discount`);
  const rate = checkBasisPoints(line.tax_rate, `${at}.tax_rate`);
  const base = normalTaxBase(line.tax_base, `${at}.tax_base`);
  // Untaxed lines form one group whatever tax base they name.
  const rule = rate === 0 ? { rate, numerator: 1, denominator: 1 } : { rate, ...base };
  return { amount, discount, net: amount - discount, rule };
}

/** Lines of one rate and tax base, in the order of their first line. */
function groupByTax(stages: readonly LineStage[]): { rule: TaxRule; lines: number[] }[] {
  const groups = new Map<string, { rule: TaxRule; lines: number[] }>();
  stages.forEach(({ rule }, index) => {
    const key = `${rule.rate}:${rule.numerator}/${rule.denominator}`;
    const group = groups.get(key);
    if (group) group.lines.push(index);
    else groups.set(key, { rule, lines: [index] });
  });
  return [...groups.values()];
}

/** `total` over the weights by largest remainder; all zeros when the weights are. */
function share(total: number, weights: readonly number[]): number[] {
  if (weights.every((weight) => weight === 0)) return weights.map(() => 0);
  return allocate(total, weights);
}

/**
 * The figures of an invoice. Per line: amount = quantity × unit price (half-up, once); its own
 * discount; its share of the invoice discount (allocated by the lines' net amounts). Per
 * distinct (rate, tax base): the tax once on the group's sum (taxOnBase), or with inclusive
 * prices the group's paid sum split into base + tax (splitInclusive), then shared back over the
 * group's lines by largest remainder. The charge is added untaxed; with `round_total` the total
 * is rounded half-up to whole units of the currency and `rounding` is the difference.
 * Throws InvoiceMathError on input it cannot honour.
 */
export function calculateInvoice(input: InvoiceMathInput): InvoiceMath {
  checkCurrency(input.currency);
  const charge = checkAmount(input.charge, 'charge');
  const stages = input.lines.map(lineStage);
  const nets = stages.map((stage) => stage.net);
  const subtotal = sumAmounts(nets, null);
  const invoiceDiscount = discountOf(input.discount, subtotal, 'discount');
  const invoiceShares = share(invoiceDiscount, nets);
  const after = nets.map((net, index) => net - (invoiceShares[index] ?? 0));

  const bases = [...after];
  const taxes = after.map(() => 0);
  const groupFigures: InvoiceTaxMath[] = [];
  for (const { rule, lines } of groupByTax(stages)) {
    const amounts = lines.map((index) => after[index] ?? 0);
    const sum = sumAmounts(amounts, null);
    const figures = input.prices_include_tax ? splitInclusive(sum, rule) : taxOnBase(sum, rule);
    const lineTaxes = input.prices_include_tax
      ? share(figures.base, amounts).map((base, at) => (amounts[at] ?? 0) - base)
      : share(figures.tax, amounts);
    lines.forEach((index, at) => {
      const tax = lineTaxes[at] ?? 0;
      taxes[index] = tax;
      bases[index] = input.prices_include_tax ? (after[index] ?? 0) - tax : (after[index] ?? 0);
    });
    if (rule.rate > 0) {
      const { rate, numerator, denominator } = rule;
      groupFigures.push({ rate, tax_base: { numerator, denominator }, ...figures });
    }
  }
  groupFigures.sort(
    (a, b) =>
      a.rate - b.rate ||
      a.tax_base.numerator * b.tax_base.denominator - b.tax_base.numerator * a.tax_base.denominator,
  );

  const base = sumAmounts(bases, null);
  const tax = sumAmounts(taxes, null);
  const beforeRounding = base + tax + charge;
  const unit = 10n ** BigInt(currencyExponent(input.currency));
  const total = input.round_total
    ? Number(divideRounded(BigInt(beforeRounding), unit, 'half-up') * unit)
    : beforeRounding;
  checkAmount(total, null);

  const lines: InvoiceLineMath[] = stages.map((stage, index) => ({
    amount: stage.amount,
    discount: stage.discount,
    invoice_discount: invoiceShares[index] ?? 0,
    base: bases[index] ?? 0,
    tax: taxes[index] ?? 0,
  }));
  return {
    lines,
    subtotal,
    line_discount: sumAmounts(
      stages.map((stage) => stage.discount),
      null,
    ),
    invoice_discount: invoiceDiscount,
    base,
    taxes: groupFigures,
    tax,
    charge,
    rounding: total - beforeRounding,
    total,
  };
}
