/**
 * Numbers of a product as people type and read them: the tax rate as a percentage (stored in
 * basis points), the stock to three decimals, the margin as a percentage. Typed numbers take
 * `,` or `.` as the decimal mark and no thousands separators, and are read without floats.
 */

const DECIMAL = /^(-?)(\d+)(?:[.,](\d+))?$/;

type Decimal = { negative: boolean; whole: string; fraction: string };

/** `12`, `2,5`, `-0.125`: null for anything else or for more than `maxDecimals` decimals. */
function readDecimal(text: string, maxDecimals: number): Decimal | null {
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

/** `2,5` → 2.5; `` → null (no stock kept); undefined when it is not a quantity. */
export function parseQuantity(text: string): number | null | undefined {
  if (!text.trim()) return null;
  const value = readDecimal(text, 3);
  if (!value) return undefined;
  const quantity = Number(`${value.negative ? '-' : ''}${value.whole}.${value.fraction || '0'}`);
  return Math.abs(quantity) <= 1_000_000_000 ? quantity : undefined;
}

/** A quantity for a form field: no grouping, up to three decimals. */
export function quantityToText(quantity: number | null, locale: string): string {
  if (quantity === null) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(
    quantity,
  );
}

/** A quantity for reading: grouped, up to three decimals. */
export function formatQuantity(quantity: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(quantity);
}

/** 2500 basis points → `25%`, 1234 → `12,3%` in id-ID. */
export function formatMargin(points: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    points / 10_000,
  );
}
