/**
 * Fingerprints of statement rows, for spotting rows imported before. Two identical rows in one
 * file are both real (two equal QRIS payments on one day), so the fingerprint also counts which
 * occurrence of that row it is: the file's second copy never matches its first, while the same
 * file imported again gives the same fingerprints, row for row.
 */
import { createHash } from 'node:crypto';

export type FingerprintFields = {
  date: string;
  direction: 'in' | 'out';
  amount: number;
  description: string;
  reference: string | null;
};

/** Upper-case, trimmed, single spaces: exports of one statement differ in nothing else. */
export function normalizeDescription(description: string): string {
  return description.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The identity of a row without its occurrence index; the unit separator cannot occur in it. */
export function fingerprintKey(fields: FingerprintFields): string {
  return [
    fields.date,
    fields.direction,
    String(fields.amount),
    normalizeDescription(fields.description),
    fields.reference?.trim() ?? '',
  ].join('\u001f');
}

function hash(key: string, occurrence: number): string {
  return createHash('sha256').update(`${key}\u001f${occurrence}`).digest('hex');
}

/**
 * Returns a function that fingerprints rows in file order: call it once per row, first row
 * first, and the n-th row with the same key gets occurrence n.
 */
export function createFingerprinter(): (fields: FingerprintFields) => string {
  const seen = new Map<string, number>();
  return (fields) => {
    const key = fingerprintKey(fields);
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return hash(key, occurrence);
  };
}

/** Fingerprints of `rows`, in order. */
export function fingerprintRows(rows: readonly FingerprintFields[]): string[] {
  const fingerprint = createFingerprinter();
  return rows.map((row) => fingerprint(row));
}
