/** Values as Drizzle and the raw clients (pg, PGlite) hand them over, in their API shape. */

/** int8 arrives as a string from node-postgres; minor units always fit a safe integer. */
export function toMinorUnits(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(number)) throw new Error(`amount out of range: ${String(value)}`);
  return number;
}

export type Timestamp = Date | string;

export function isoTimestamp(value: Timestamp): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** `numeric` arrives as a string ("2.500"); quantities have three decimals at most. */
export function toQuantity(value: number | string | null): number | null {
  if (value === null) return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw new Error(`quantity out of range: ${String(value)}`);
  return number;
}
