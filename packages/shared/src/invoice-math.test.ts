/** Properties of calculateInvoice (DESIGN.md §3), 10,000 random invoices each. */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { calculateInvoice } from './invoice-math';
import type {
  Discount,
  InvoiceLineInput,
  InvoiceMath,
  InvoiceMathInput,
} from './invoice-math.types';
import { splitInclusive, type TaxRule, taxOnBase } from './invoice-tax';
import { multiplyQuantity } from './money';

const RUNS = { numRuns: 10_000 };

const taxBase = fc.oneof(
  fc.constant(null),
  fc.constant({ numerator: 11, denominator: 12 }),
  fc
    .tuple(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }))
    .map(([a, b]) => ({ numerator: Math.min(a, b), denominator: Math.max(a, b) })),
);
const taxRate = fc.oneof(fc.constantFrom(0, 1100, 1200), fc.integer({ min: 0, max: 10_000 }));

/** A discount within what it applies to: a percent, or an amount as a share (bp) of `of`. */
const discountSpec = fc.oneof(
  fc.constant(null),
  fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
);
function resolve(spec: Discount | null, of: number): Discount | null {
  if (spec?.type !== 'amount') return spec;
  return { type: 'amount', value: Math.floor((of * spec.value) / 10_000) };
}

const line = fc
  .record({
    quantity: fc.oneof(fc.constant(1000), fc.integer({ min: 1, max: 1_000_000 })),
    unit_price: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1e11 })),
    discount: discountSpec,
    tax_rate: taxRate,
    tax_base: taxBase,
  })
  .map(
    (spec): InvoiceLineInput => ({
      ...spec,
      discount: resolve(spec.discount, multiplyQuantity(spec.unit_price, spec.quantity)),
    }),
  );

const invoice = fc
  .record({
    currency: fc.constantFrom('IDR', 'USD', 'JPY', 'KWD'),
    prices_include_tax: fc.boolean(),
    lines: fc.array(line, { minLength: 1, maxLength: 8 }),
    discount: discountSpec,
    charge: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1e9 })),
    round_total: fc.boolean(),
  })
  .map((spec): InvoiceMathInput => {
    const { subtotal } = calculateInvoice({ ...spec, discount: null });
    return { ...spec, discount: resolve(spec.discount, subtotal) };
  });

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Checks inside 10,000 runs: far cheaper than expect(); fast-check names the failing invoice. */
function same(actual: unknown, expected: unknown, what: string) {
  if (actual !== expected)
    throw new Error(`${what}: ${String(actual)}, expected ${String(expected)}`);
}
function holds(condition: boolean, what: string) {
  if (!condition) throw new Error(what);
}

/** |part − total × weight / Σ weights| < 1, in integers. */
function withinOneUnit(parts: readonly number[], total: number, weights: readonly number[]) {
  const weightSum = BigInt(sum(weights));
  if (weightSum === 0n) return parts.every((part) => part === 0);
  return parts.every((part, index) => {
    const gap = BigInt(part) * weightSum - BigInt(total) * BigInt(weights[index] ?? 0);
    return (gap < 0n ? -gap : gap) < weightSum;
  });
}

/** Every figure but the rounding, which alone may be negative. */
function figuresOf(result: InvoiceMath): number[] {
  const { lines, taxes, rounding: _rounding, ...totals } = result;
  return [
    ...Object.values(totals),
    ...lines.flatMap((figures) => Object.values(figures)),
    ...taxes.flatMap(({ tax_base, ...figures }) => [...Object.values(figures), tax_base.numerator]),
  ];
}

describe('calculateInvoice', () => {
  it('adds up to the unit: base + tax + charge + rounding = total, every figure a whole number', () => {
    fc.assert(
      fc.property(invoice, (input) => {
        const result = calculateInvoice(input);
        const figures = figuresOf(result);
        holds(
          figures.every((value) => Number.isSafeInteger(value) && value >= 0),
          'whole, ≥ 0',
        );
        holds(Number.isSafeInteger(result.rounding), 'whole rounding');
        same(result.base + result.tax + result.charge + result.rounding, result.total, 'total');
        const paid = input.prices_include_tax ? result.base + result.tax : result.base;
        same(result.subtotal - result.invoice_discount, paid, 'subtotal − discount');
        const unit = 10 ** ({ IDR: 2, USD: 2, JPY: 0, KWD: 3 }[input.currency] ?? 0);
        if (input.round_total) {
          same(result.total % unit, 0, 'whole units');
          holds(2 * Math.abs(result.rounding) <= unit, 'rounding ≤ half a unit');
        } else same(result.rounding, 0, 'no rounding');
      }),
      RUNS,
    );
  });

  it("gives the invoice's figures as the sums of its lines' and of its taxes'", () => {
    fc.assert(
      fc.property(invoice, (input) => {
        const result = calculateInvoice(input);
        const { lines } = result;
        same(sum(lines.map((l) => l.amount - l.discount)), result.subtotal, 'subtotal');
        same(sum(lines.map((l) => l.discount)), result.line_discount, 'line discount');
        same(
          sum(lines.map((l) => l.invoice_discount)),
          result.invoice_discount,
          'invoice discount',
        );
        same(sum(lines.map((l) => l.base)), result.base, 'base');
        same(sum(lines.map((l) => l.tax)), result.tax, 'tax');
        same(sum(result.taxes.map((t) => t.tax)), result.tax, 'taxes');
        for (const [index, figures] of lines.entries()) {
          const paid = figures.amount - figures.discount - figures.invoice_discount;
          same(input.prices_include_tax ? figures.base + figures.tax : figures.base, paid, 'line');
          const entered = input.lines[index];
          same(
            figures.amount,
            multiplyQuantity(entered?.unit_price ?? 0, entered?.quantity ?? 0),
            'amount',
          );
        }
      }),
      RUNS,
    );
  });

  it('allocates the invoice discount and each tax without losing or inventing a unit', () => {
    fc.assert(
      fc.property(invoice, (input) => {
        const result = calculateInvoice(input);
        const nets = result.lines.map((l) => l.amount - l.discount);
        const shares = result.lines.map((l) => l.invoice_discount);
        holds(withinOneUnit(shares, result.invoice_discount, nets), 'invoice discount shares');
        for (const group of result.taxes) {
          const figures = result.lines.filter((_, index) => {
            const entered = input.lines[index];
            return entered?.tax_rate === group.rate && sameShare(entered, group.tax_base);
          });
          const paid = figures.map((l) => l.amount - l.discount - l.invoice_discount);
          const taxes = figures.map((l) => l.tax);
          same(sum(figures.map((l) => l.base)), group.base, 'group base');
          same(sum(taxes), group.tax, 'group tax');
          holds(withinOneUnit(taxes, group.tax, paid), 'tax shares');
        }
      }),
      RUNS,
    );
  });

  it('gives back the same base and tax when an exclusive invoice is priced with its tax included', () => {
    fc.assert(
      fc.property(invoice, (input) => {
        const exclusive = calculateInvoice({ ...input, prices_include_tax: false });
        const inclusive = calculateInvoice({
          ...input,
          prices_include_tax: true,
          discount: null,
          lines: input.lines.map((l, index) => {
            const figures = exclusive.lines[index];
            const unit_price = (figures?.base ?? 0) + (figures?.tax ?? 0);
            return { ...l, quantity: 1000, discount: null, unit_price };
          }),
        });
        same(inclusive.base, exclusive.base, 'base');
        same(inclusive.tax, exclusive.tax, 'tax');
        same(JSON.stringify(inclusive.taxes), JSON.stringify(exclusive.taxes), 'taxes');
        same(inclusive.total, exclusive.total, 'total');
      }),
      RUNS,
    );
  });
});

function sameShare(line: InvoiceLineInput, share: { numerator: number; denominator: number }) {
  const base = line.tax_base ?? { numerator: 1, denominator: 1 };
  return base.numerator * share.denominator === share.numerator * base.denominator;
}

const rule = fc.record({ rate: taxRate, base: taxBase }).map(
  ({ rate, base }): TaxRule => ({
    rate,
    numerator: base?.numerator ?? 1,
    denominator: base?.denominator ?? 1,
  }),
);

describe('splitInclusive', () => {
  it('splits what is paid into base + tax exactly, the tax within a unit of the exclusive tax', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), rule, (paid, taxRule) => {
        const { base, tax, taxable } = splitInclusive(paid, taxRule);
        const exclusive = taxOnBase(base, taxRule);
        same(base + tax, paid, 'base + tax');
        holds(base >= 0, 'base ≥ 0');
        holds(Math.abs(tax - exclusive.tax) <= 1, 'within a unit');
        same(taxable, exclusive.taxable, 'taxable');
      }),
      RUNS,
    );
  });

  it('finds the exclusive base and tax exactly from their sum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), rule, (base, taxRule) => {
        const exclusive = taxOnBase(base, taxRule);
        const split = splitInclusive(base + exclusive.tax, taxRule);
        same(JSON.stringify(split), JSON.stringify(exclusive), 'split');
      }),
      RUNS,
    );
  });
});
