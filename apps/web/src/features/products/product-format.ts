/**
 * Numbers of a product as people type and read them: the stock to three decimals, the margin as
 * a percentage (the tax rate is a percentage of lib/decimal-text.ts).
 */
import { readDecimal } from '../../lib/decimal-text';

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
