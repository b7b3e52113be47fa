/**
 * Numbers as people type and read them: a rate as a percentage (stored in basis points). Typed
 * numbers take `,` or `.` as the decimal mark and no thousands separators, and are read without
 * floats.
 */

const DECIMAL = /^(-?)(\d+)(?:[.,](\d+))?$/;

export type Decimal = { negative: boolean; whole: string; fraction: string };

/** `12`, `2,5`, `-0.125`: null for anything else or for more than `maxDecimals` decimals. */
export function readDecimal(text: string, maxDecimals: number): Decimal | null {
  const match = DECIMAL.exec(text.trim().replace(/\s/g, ''));
  if (!match) return null;
  const fraction = match[3] ?? '';
  if (fraction.length > maxDecimals) return null;
  return { negative: match[1] === '-', whole: match[2] ?? '0', fraction };
}

/** `11` → 1100, `11,5` → 1150, `` → 0; null when it is not a rate from 0% to 100%. */
export function percentToBasisPoints(text: string): number | null {
  if (!text.trim()) return 0;
  const value = readDecimal(text, 2);
  if (!value || value.negative) return null;
  const points = Number(value.whole) * 100 + Number(value.fraction.padEnd(2, '0'));
  return points <= 10_000 ? points : null;
}

/** 1100 → `11`, 1150 → `11,5` (in the UI language's decimal mark). */
export function basisPointsToPercent(points: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(
    points / 100,
  );
}

/** The most a quantity may be: 1,000,000 units (invoice.schemas' MAX_QUANTITY, in thousandths). */
const MAX_THOUSANDTHS = 1_000_000_000;

/**
 * A quantity typed the Indonesian way or the English one, in thousandths: `2,5` and `2.5` →
 * 2500, `1` → 1000. Null when it is not a quantity above zero with at most three decimals (the
 * same reading as a product's stock: no thousands separators).
 */
export function quantityToThousandths(text: string): number | null {
  const value = readDecimal(text, 3);
  if (!value || value.negative) return null;
  const thousandths = Number(value.whole) * 1000 + Number(value.fraction.padEnd(3, '0'));
  return thousandths > 0 && thousandths <= MAX_THOUSANDTHS ? thousandths : null;
}

/** 2500 → `2,5` in id-ID, `2.5` in en-US; no grouping, so it reads back as it was. */
export function thousandthsToText(thousandths: number, locale: string): string {
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  const whole = Math.trunc(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}${decimal}${fraction}` : String(whole);
}
