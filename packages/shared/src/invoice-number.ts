/**
 * Invoice numbers from a business's format (DESIGN.md §6 "Invoices"): `INV/{YYYY}/{SEQ:4}` with
 * sequence number 7 on 2026-11-05 gives `INV/2026/0007`. One pure function, so the settings
 * form previews exactly what the API issues.
 */

/** A placeholder the format may use: `{YYYY}`, `{YY}`, `{MM}`, `{SEQ}` or `{SEQ:n}` (n = 1–9). */
const KNOWN = /\{(YYYY|YY|MM|SEQ(?::([1-9]))?)\}/g;

/**
 * True when every brace in the format belongs to a known placeholder and the sequence appears:
 * `INV/{YYYY}/{SEQ:4}` passes, `INV/{DD}/{SEQ}` and `INV/{SEQ` do not.
 */
export function isValidInvoiceFormat(format: string): boolean {
  const rest = format.replace(KNOWN, '');
  return !/[{}]/.test(rest) && /\{SEQ(?::[1-9])?\}/.test(format);
}

/** The format with its date placeholders filled and `{SEQ…}` given by `sequence(width)`. */
function fill(format: string, date: string, sequence: (width: number) => string): string {
  const parts = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (!parts) throw new RangeError('The date must be written YYYY-MM-DD');
  const [, year = '', month = ''] = parts;
  return format.replace(KNOWN, (_match, name: string, width: string | undefined) => {
    if (name === 'YYYY') return year;
    if (name === 'YY') return year.slice(2);
    if (name === 'MM') return month;
    return sequence(width ? Number(width) : 0);
  });
}

/**
 * The number `format` makes for sequence number `seq` on business date `date` (`YYYY-MM-DD`).
 * `{SEQ:n}` pads with zeros to n digits and never cuts a longer number; `{SEQ}` is unpadded.
 */
export function formatInvoiceNumber(format: string, seq: number, date: string): string {
  if (!Number.isSafeInteger(seq) || seq < 1) {
    throw new RangeError('The sequence number must be a whole number of at least 1');
  }
  return fill(format, date, (width) => String(seq).padStart(width, '0'));
}

/**
 * The period a sequence number counts in: the number without its sequence
 * (`INV/{YYYY}/{SEQ:4}` on 2026-11-05 → `INV/2026/`). The sequence restarts at 1 whenever this
 * changes: each year for `{YYYY}` or `{YY}`, each month with `{MM}`, never for `INV-{SEQ}`, and
 * also when the business changes the format's text, whose numbers can then not clash.
 */
export function invoiceSequencePeriod(format: string, date: string): string {
  return fill(format, date, () => '');
}
