/**
 * How much of an invoice's payment is its tax (PPN), on the cash basis: the money received
 * first is split between revenue (the invoice's total less its tax: the discounted base, the
 * charges such as ongkir, the rounding) and tax in proportion, by the largest remainder, so the
 * parts always add up to the amount received; a payment's tax is what it adds to the tax of all
 * received so far. Once the invoice is paid in full, its payments' taxes add up to its tax.
 */
import { allocate } from './money';

/** The tax part of the first `paid` received on an invoice of `total` with `tax` in it. */
export function taxOfPaid(paid: number, total: number, tax: number): number {
  if (paid === 0 || tax === 0) return 0;
  const [, taxPart = 0] = allocate(paid, [Math.max(total - tax, 0), tax]);
  return taxPart;
}

export type PaymentShare = {
  /** What was received on the invoice before this payment (by date, then as recorded). */
  paid_before: number;
  amount: number;
  /** The invoice's total and tax. */
  total: number;
  tax: number;
};

/** The payment's tax part; its revenue is `amount` less it. */
export function paymentTax(payment: PaymentShare): number {
  const { paid_before: before, amount, total, tax } = payment;
  return taxOfPaid(before + amount, total, tax) - taxOfPaid(before, total, tax);
}
