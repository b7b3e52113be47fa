/**
 * Money in integer minor units (DESIGN.md §3). No floating-point arithmetic on amounts:
 * products and quotients go through BigInt, sums are checked to stay safe integers.
 */

/** ISO 4217 minor-unit exponents. */
export const CURRENCY_EXPONENTS = {
  IDR: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  SGD: 2,
  MYR: 2,
  AUD: 2,
  CNY: 2,
  THB: 2,
  PHP: 2,
  VND: 0,
  JPY: 0,
  KRW: 0,
  KWD: 3,
  BHD: 3,
} as const;

export type CurrencyCode = keyof typeof CURRENCY_EXPONENTS;
export const CURRENCY_CODES = Object.keys(CURRENCY_EXPONENTS) as CurrencyCode[];

export type RoundingMode = 'half-up' | 'half-even' | 'floor' | 'ceil' | 'truncate';

/** Basis points in a whole: 11% = 1100 bp. */
export const BASIS_POINTS = 10_000n;
/** Quantities are integers in thousandths: 1.5 kg = 1500. */
export const QUANTITY_SCALE = 1_000n;

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCY_EXPONENTS, code);
}

export function currencyExponent(currency: string): number {
  if (!isCurrencyCode(currency)) throw new RangeError(`Unknown currency ${currency}`);
  return CURRENCY_EXPONENTS[currency];
}

export function assertMinor(amount: number, what = 'amount'): number {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`${what} must be a safe integer of minor units, got ${amount}`);
  }
  return amount;
}

function toSafe(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Result ${value} is outside the safe integer range`);
  }
  return Number(value);
}

export function add(...amounts: number[]): number {
  let sum = 0n;
  for (const amount of amounts) sum += BigInt(assertMinor(amount));
  return toSafe(sum);
}

export function subtract(a: number, b: number): number {
  return toSafe(BigInt(assertMinor(a)) - BigInt(assertMinor(b)));
}

/** numerator / denominator rounded by `mode`; denominator > 0. */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  let quotient = abs / denominator;
  const remainder = abs % denominator;
  if (remainder !== 0n) {
    const twice = remainder * 2n;
    switch (mode) {
      case 'half-up':
        if (twice >= denominator) quotient += 1n;
        break;
      case 'half-even':
        if (twice > denominator || (twice === denominator && quotient % 2n === 1n)) quotient += 1n;
        break;
      case 'floor':
        if (negative) quotient += 1n;
        break;
      case 'ceil':
        if (!negative) quotient += 1n;
        break;
      case 'truncate':
        break;
      default: {
        const exhaustive: never = mode;
        throw new Error(`Unknown rounding mode ${String(exhaustive)}`);
      }
    }
  }
  return negative ? -quotient : quotient;
}

/**
 * amount × rate (basis points), rounded once. Half-up rounds halves away from zero, as
 * Indonesian tax forms and BigDecimal's HALF_UP do.
 */
export function applyRate(
  amount: number,
  basisPoints: number,
  mode: RoundingMode = 'half-up',
): number {
  assertMinor(amount);
  assertMinor(basisPoints, 'rate');
  return toSafe(divideRounded(BigInt(amount) * BigInt(basisPoints), BASIS_POINTS, mode));
}

/** unit price × quantity (thousandths), rounded once. */
export function multiplyQuantity(
  unitPrice: number,
  quantityThousandths: number,
  mode: RoundingMode = 'half-up',
): number {
  assertMinor(unitPrice, 'unit price');
  assertMinor(quantityThousandths, 'quantity');
  return toSafe(
    divideRounded(BigInt(unitPrice) * BigInt(quantityThousandths), QUANTITY_SCALE, mode),
  );
}

/**
 * Splits `total` over `weights` by the largest-remainder method: the parts always add up to
 * the total exactly, and each part differs from its exact share by less than one unit.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertMinor(total, 'total');
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  const big = weights.map((weight) => {
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError('weights must be non-negative integers');
    return BigInt(weight);
  });
  const weightSum = big.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) throw new RangeError('weights must not all be zero');
  const negative = total < 0;
  const abs = BigInt(Math.abs(total));
  const parts = big.map((weight) => (abs * weight) / weightSum);
  const remainders = big.map((weight, index) => ({ index, rest: (abs * weight) % weightSum }));
  let left = abs - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((part) => toSafe(negative ? -part : part));
}

/** Splits `total` into `count` parts as equal as possible; the first parts take the extra units. */
export function split(total: number, count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError('count must be a positive integer');
  return allocate(
    total,
    Array.from({ length: count }, () => 1),
  );
}

/** The exact decimal string of a minor amount: 123456 IDR → "1234.56". */
export function toDecimalString(amount: number, currency: string): string {
  assertMinor(amount);
  const exponent = currencyExponent(currency);
  const negative = amount < 0;
  const digits = Math.abs(amount)
    .toString()
    .padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : digits.slice(-exponent);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export type FormatOptions = {
  /** Show "Rp 1.500" rather than "Rp 1.500,00" when the amount is whole (default: true for IDR). */
  trimWholeFraction?: boolean;
  /** Symbol or plain number. */
  style?: 'currency' | 'decimal';
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(
  locale: string,
  currency: string,
  digits: number,
  style: 'currency' | 'decimal',
) {
  const key = `${locale}|${currency}|${digits}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      style,
      currency: style === 'currency' ? currency : undefined,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, found);
  }
  return found;
}

/** The minus sign money is shown with, everywhere (Intl writes a hyphen-minus). */
export const MINUS_SIGN = '\u2212';

/** A number Intl formatted, with the app's minus sign (its only hyphen is the sign). */
export function withMinusSign(formatted: string): string {
  return formatted.replace(/-/g, MINUS_SIGN);
}

/** Formats minor units for people, exactly (Intl formats the decimal string, not a float). */
export function formatMoney(
  amount: number,
  currency: string,
  locale: string,
  options: FormatOptions = {},
): string {
  const exponent = currencyExponent(currency);
  const trim = options.trimWholeFraction ?? currency === 'IDR';
  const whole = exponent === 0 || amount % 10 ** exponent === 0;
  const digits = trim && whole ? 0 : exponent;
  const decimal = toDecimalString(amount, currency);
  // Intl.NumberFormat formats numeric strings exactly (ES2023); the type wants a number.
  return withMinusSign(
    formatter(locale, currency, digits, options.style ?? 'currency').format(
      decimal as unknown as number,
    ),
  );
}

/**
 * Reads what a person typed ("1.500.000", "1,500,000.50", "Rp 25.000,5") in the conventions
 * of `locale` into minor units. Returns null when it is not an amount or has too many decimals.
 */
export function parseMoney(input: string, currency: string, locale: string): number | null {
  const exponent = currencyExponent(currency);
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  let text = input
    .replaceAll(MINUS_SIGN, '-')
    .replace(/[^\d.,\-\u00a0 ']/g, '')
    .trim();
  const negative = text.startsWith('-');
  text = text.replace(/-/g, '');
  text = text
    .split(group)
    .join('')
    .replace(/[\s\u00a0']/g, '');
  const pieces = text.split(decimal);
  if (pieces.length > 2) return null;
  const [whole = '', fraction = ''] = pieces;
  if (!/^\d+$/.test(whole || '0') || !/^\d*$/.test(fraction) || (whole === '' && fraction === ''))
    return null;
  if (fraction.length > exponent) return null;
  const minor =
    BigInt(whole || '0') * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
  const value = negative ? -minor : minor;
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER))
    return null;
  return Number(value);
}
