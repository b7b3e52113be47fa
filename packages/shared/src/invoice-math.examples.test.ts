/** calculateInvoice on invoices worked out by hand (the properties are in invoice-math.test.ts). */
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from './common.schemas';
import { calculateInvoice, InvoiceMathError } from './invoice-math';
import type { InvoiceLineInput, InvoiceMathInput } from './invoice-math.types';

/** Rupiah in minor units. */
const rp = (whole: number) => whole * 100;

function line(overrides: Partial<InvoiceLineInput> = {}): InvoiceLineInput {
  return {
    quantity: 1000,
    unit_price: 0,
    discount: null,
    tax_rate: 0,
    tax_base: null,
    ...overrides,
  };
}

function invoice(lines: InvoiceLineInput[], overrides: Partial<InvoiceMathInput> = {}) {
  return calculateInvoice({
    currency: 'IDR',
    prices_include_tax: false,
    discount: null,
    charge: 0,
    round_total: false,
    lines,
    ...overrides,
  });
}

function refusal(lines: InvoiceLineInput[], overrides: Partial<InvoiceMathInput> = {}) {
  try {
    invoice(lines, overrides);
  } catch (error) {
    if (!(error instanceof InvoiceMathError)) throw error;
    return { code: error.code, field: error.field, params: error.params };
  }
  throw new Error('calculateInvoice accepted the invoice');
}

describe('tax', () => {
  it('charges PPN 11% on Rp1.000.000 as Rp110.000', () => {
    const result = invoice([line({ unit_price: rp(1_000_000), tax_rate: 1100 })]);
    expect(result.taxes).toEqual([
      {
        rate: 1100,
        tax_base: { numerator: 1, denominator: 1 },
        base: rp(1_000_000),
        taxable: rp(1_000_000),
        tax: rp(110_000),
      },
    ]);
    expect(result.total).toBe(rp(1_110_000));
  });

  it('charges PPN 12% on a tax base of 11/12 (DPP nilai lain) as 11% of the price', () => {
    for (const price of [rp(1_000_000), rp(250_000), rp(7_777_700)]) {
      const result = invoice([
        line({ unit_price: price, tax_rate: 1200, tax_base: { numerator: 11, denominator: 12 } }),
      ]);
      expect(result.tax).toBe((price * 11) / 100);
    }
    const [group] = invoice([
      line({
        unit_price: rp(1_000_000),
        tax_rate: 1200,
        tax_base: { numerator: 11, denominator: 12 },
      }),
    ]).taxes;
    expect(group).toMatchObject({ base: rp(1_000_000), taxable: 91_666_667, tax: rp(110_000) });
  });

  it('taxes each rate once on its lines together, and shares the tax back by largest remainder', () => {
    // 200 lines of 15 sen at 11%: 1.65 sen each; once on 3,000 sen is 330, not 200 × 2 = 400.
    const result = invoice(
      Array.from({ length: 200 }, () => line({ unit_price: 15, tax_rate: 1100 })),
    );
    expect(result.lines).toHaveLength(200);
    expect(result.tax).toBe(330);
    expect(result.lines.slice(0, 130).every((l) => l.tax === 2)).toBe(true);
    expect(result.lines.slice(130).every((l) => l.tax === 1)).toBe(true);
    expect(result.total).toBe(3_330);
  });

  it('puts equal tax bases in one group and lists the rates in order, untaxed lines in none', () => {
    const dpp = (numerator: number, denominator: number) => ({ numerator, denominator });
    const result = invoice([
      line({ unit_price: rp(100), tax_rate: 1200, tax_base: dpp(22, 24) }),
      line({ unit_price: rp(500) }),
      line({ unit_price: rp(200), tax_rate: 1100 }),
      line({ unit_price: rp(300), tax_rate: 1200, tax_base: dpp(11, 12) }),
    ]);
    expect(result.taxes.map((t) => [t.rate, t.tax_base, t.base])).toEqual([
      [1100, dpp(1, 1), rp(200)],
      [1200, dpp(11, 12), rp(400)],
    ]);
    expect(result.lines[1]).toMatchObject({ base: rp(500), tax: 0 });
  });

  it('splits tax-inclusive prices so that base + tax is the price paid', () => {
    const ppn = invoice([line({ unit_price: rp(111_000), tax_rate: 1100 })], {
      prices_include_tax: true,
    });
    expect([ppn.base, ppn.tax, ppn.total]).toEqual([rp(100_000), rp(11_000), rp(111_000)]);
    const dpp = { numerator: 11, denominator: 12 };
    const ppn12 = invoice([line({ unit_price: rp(1_110_000), tax_rate: 1200, tax_base: dpp })], {
      prices_include_tax: true,
    });
    expect([ppn12.base, ppn12.tax]).toEqual([rp(1_000_000), rp(110_000)]);
    const odd = invoice(
      [line({ unit_price: 1_000_001, tax_rate: 1100 }), line({ unit_price: 7, tax_rate: 1100 })],
      {
        prices_include_tax: true,
      },
    );
    expect(odd.lines.map((l) => l.base + l.tax)).toEqual([1_000_001, 7]);
  });
});

describe('amounts, discounts, charge and rounding', () => {
  it('multiplies thousandths of a quantity and rounds half-up once', () => {
    expect(invoice([line({ quantity: 2500, unit_price: 1_999 })]).lines[0]?.amount).toBe(4_998);
    expect(invoice([line({ quantity: 333, unit_price: 1 })]).lines[0]?.amount).toBe(0);
  });

  it('takes a line discount as a percent of the line (half-up) or an amount', () => {
    const [percent, amount] = invoice([
      line({ unit_price: 99_999, discount: { type: 'percent', value: 1000 } }),
      line({ unit_price: 99_999, discount: { type: 'amount', value: 99_999 } }),
    ]).lines;
    expect(percent).toMatchObject({ amount: 99_999, discount: 10_000, base: 89_999 });
    expect(amount).toMatchObject({ discount: 99_999, base: 0 });
  });

  it('shares the invoice discount over the lines by their net amounts', () => {
    const result = invoice([line({ unit_price: 100 }), line({ unit_price: 200 })], {
      discount: { type: 'amount', value: 100 },
    });
    expect(result.lines.map((l) => l.invoice_discount)).toEqual([33, 67]);
    const percent = invoice([line({ unit_price: 1_000_001 })], {
      discount: { type: 'percent', value: 1000 },
    });
    expect(percent.invoice_discount).toBe(100_000);
  });

  it('adds the charge untaxed', () => {
    const result = invoice([line({ unit_price: rp(1_000_000), tax_rate: 1100 })], {
      charge: rp(20_000),
    });
    expect([result.tax, result.charge, result.total]).toEqual([
      rp(110_000),
      rp(20_000),
      rp(1_130_000),
    ]);
  });

  it('rounds the total half-up to whole rupiah and shows the rounding on its own', () => {
    const total = (unit_price: number, currency = 'IDR') =>
      invoice([line({ unit_price })], { round_total: true, currency });
    expect(total(1_234_567)).toMatchObject({ rounding: 33, total: 1_234_600 });
    expect(total(1_234_549)).toMatchObject({ rounding: -49, total: 1_234_500 });
    expect(total(50)).toMatchObject({ rounding: 50, total: 100 });
    expect(total(1_234, 'JPY')).toMatchObject({ rounding: 0, total: 1_234 });
    expect(invoice([line({ unit_price: 1_234_567 })])).toMatchObject({
      rounding: 0,
      total: 1_234_567,
    });
  });

  it('gives zeros for an invoice without lines', () => {
    expect(invoice([])).toMatchObject({ subtotal: 0, base: 0, tax: 0, total: 0, taxes: [] });
  });
});

describe('refusals', () => {
  it('refuses a discount larger than what it applies to', () => {
    expect(refusal([line({ unit_price: 500, discount: { type: 'amount', value: 501 } })])).toEqual({
      code: 'discount_exceeds_amount',
      field: 'lines.0.discount.value',
      params: { max: 500 },
    });
    expect(
      refusal([line({ unit_price: 500 })], { discount: { type: 'amount', value: 501 } }),
    ).toMatchObject({
      code: 'discount_exceeds_amount',
      field: 'discount.value',
    });
    expect(refusal([], { discount: { type: 'amount', value: 1 } }).code).toBe(
      'discount_exceeds_amount',
    );
    expect(refusal([line({ discount: { type: 'percent', value: 10_001 } })])).toMatchObject({
      code: 'too_big',
    });
  });

  it('refuses negative numbers, fractions and what is not a number', () => {
    expect(refusal([line({ unit_price: -1 })])).toMatchObject({
      code: 'too_small',
      field: 'lines.0.unit_price',
    });
    expect(refusal([line(), line({ quantity: 1.5 })])).toMatchObject({
      code: 'not_integer',
      field: 'lines.1.quantity',
    });
    expect(refusal([line()], { charge: Number.NaN })).toMatchObject({
      code: 'not_integer',
      field: 'charge',
    });
    expect(refusal([line({ tax_rate: 10_001 })])).toMatchObject({
      code: 'too_big',
      field: 'lines.0.tax_rate',
    });
    const above = { numerator: 13, denominator: 12 };
    expect(refusal([line({ tax_base: above })])).toMatchObject({
      code: 'invalid_value',
      field: 'lines.0.tax_base',
    });
    expect(refusal([line()], { currency: 'XYZ' })).toMatchObject({ code: 'unsupported_currency' });
  });

  it('refuses amounts beyond MAX_AMOUNT: a line, the lines together, the total with its tax', () => {
    const huge = line({ quantity: 1_000_000_000, unit_price: MAX_AMOUNT });
    expect(refusal([huge])).toMatchObject({
      code: 'amount_out_of_range',
      field: 'lines.0.unit_price',
    });
    const half = line({ unit_price: MAX_AMOUNT / 2 + 1 });
    expect(refusal([half, half])).toMatchObject({ code: 'amount_out_of_range', field: null });
    expect(refusal([line({ unit_price: MAX_AMOUNT, tax_rate: 1100 })])).toMatchObject({
      code: 'amount_out_of_range',
      field: null,
    });
    expect(invoice([line({ unit_price: MAX_AMOUNT })]).total).toBe(MAX_AMOUNT);
  });
});
