/**
 * What calculateInvoice refuses, and the checks that refuse it. An InvoiceMathError is one field
 * issue (field-codes.ts): its `code` is worded in fields.json, its `field` is the body's path
 * (`lines.2.discount`), or null when the invoice as a whole is too large.
 */
import { MAX_AMOUNT } from './common.schemas';
import type { FieldCode } from './field-codes';
import { isCurrencyCode } from './money';

export type InvoiceMathErrorCode = Extract<
  FieldCode,
  | 'not_integer'
  | 'too_small'
  | 'too_big'
  | 'invalid_value'
  | 'unsupported_currency'
  | 'discount_exceeds_amount'
  | 'amount_out_of_range'
>;

export class InvoiceMathError extends Error {
  readonly code: InvoiceMathErrorCode;
  readonly field: string | null;
  readonly params: Record<string, number>;

  constructor(
    code: InvoiceMathErrorCode,
    field: string | null,
    params: Record<string, number> = {},
  ) {
    super(`Invoice arithmetic refused ${field ?? 'the invoice'}: ${code}`);
    this.name = 'InvoiceMathError';
    this.code = code;
    this.field = field;
    this.params = params;
  }
}

/** A whole, non-negative number no larger than `max` (a safe integer by default). */
export function checkWhole(value: number, field: string, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isSafeInteger(value)) throw new InvoiceMathError('not_integer', field);
  if (value < 0) throw new InvoiceMathError('too_small', field, { min: 0 });
  if (value > max) throw new InvoiceMathError('too_big', field, { max });
  return value;
}

/** An amount of minor units an invoice can hold: 0 to MAX_AMOUNT. */
export function checkAmount(value: number | bigint, field: string | null): number {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new InvoiceMathError('not_integer', field);
  }
  if (value < 0) throw new InvoiceMathError('too_small', field, { min: 0 });
  if (value > MAX_AMOUNT) throw new InvoiceMathError('amount_out_of_range', field);
  return Number(value);
}

/** Σ values, refused once it passes MAX_AMOUNT (each value is at most that, so the sum stays exact). */
export function sumAmounts(values: readonly number[], field: string | null): number {
  let sum = 0;
  for (const value of values) sum = checkAmount(sum + value, field);
  return sum;
}

export function checkCurrency(currency: string): void {
  if (!isCurrencyCode(currency)) throw new InvoiceMathError('unsupported_currency', 'currency');
}

/** Basis points of a whole: 0–10,000. */
export function checkBasisPoints(value: number, field: string): number {
  return checkWhole(value, field, 10_000);
}

function gcd(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * A tax base as a reduced fraction (null is 1/1, 22/24 is 11/12), so lines whose bases are the
 * same share is one tax group. Numerator and denominator positive, numerator ≤ denominator.
 */
export function normalTaxBase(
  base: { numerator: number; denominator: number } | null,
  field: string,
): { numerator: number; denominator: number } {
  if (!base) return { numerator: 1, denominator: 1 };
  const { numerator, denominator } = base;
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new InvoiceMathError('not_integer', field);
  }
  if (numerator < 1 || denominator < 1 || numerator > denominator) {
    throw new InvoiceMathError('invalid_value', field);
  }
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}
