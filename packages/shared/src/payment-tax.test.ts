import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentTax, taxOfPaid } from './payment-tax';

describe("a payment's tax part", () => {
  it('splits in proportion: Rp 1.104.500 with PPN Rp 104.500, paid in two', () => {
    const invoice = { total: 1_104_500_00, tax: 104_500_00 };
    const first = paymentTax({ ...invoice, paid_before: 0, amount: 552_250_00 });
    const second = paymentTax({ ...invoice, paid_before: 552_250_00, amount: 552_250_00 });
    expect([first, second]).toEqual([52_250_00, 52_250_00]);
    expect(taxOfPaid(1_104_500_00, invoice.total, invoice.tax)).toBe(104_500_00);
  });

  it('keeps the sen: three payments of a third add up to the tax exactly', () => {
    const invoice = { total: 111_00, tax: 11_00 };
    const parts = [37_00, 37_00, 37_00].map((amount, index) =>
      paymentTax({ ...invoice, paid_before: index * 37_00, amount }),
    );
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(11_00);
    expect(parts).toEqual([367, 366, 367]);
  });

  it('never counts tax on an invoice without one', () => {
    expect(paymentTax({ total: 500_000_00, tax: 0, paid_before: 0, amount: 200_000_00 })).toBe(0);
  });

  it('adds up, over any payments, to the tax of what was received, each part within the payment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, rateBp, weights) => {
          const tax = Math.floor((total * rateBp) / 10_000 / 1.5);
          const sum = weights.reduce((a, b) => a + b, 0);
          let before = 0;
          let taxes = 0;
          for (const weight of weights) {
            const amount = Math.max(1, Math.floor((total * weight) / sum));
            if (before + amount > total) break;
            const part = paymentTax({ total, tax, paid_before: before, amount });
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(amount);
            before += amount;
            taxes += part;
          }
          expect(taxes).toBe(taxOfPaid(before, total, tax));
          expect(taxOfPaid(total, total, tax)).toBe(tax);
        },
      ),
    );
  });
});
