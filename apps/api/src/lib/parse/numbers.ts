/**
 * Amounts as banks print them ("1.875.000,00", "1,500,000.00", "(2,500.00)", "15.000,00 DB")
 * read straight from the digits into integer minor units: never through a float.
 */
import type { StatementNumberFormat } from '@usaha/shared';

/** The whole part is plain digits or 1–3 digits then groups of three: "1,2,3" is no number. */
const NOTATIONS: Record<StatementNumberFormat, { group: string; decimal: string; whole: RegExp }> =
  {
    id: { group: '.', decimal: ',', whole: /^(?:\d+|\d{1,3}(?:\.\d{3})+)$/ },
    en: { group: ',', decimal: '.', whole: /^(?:\d+|\d{1,3}(?:,\d{3})+)$/ },
  };

/**
 * Reads a signed amount into minor units of a currency with `exponent` decimals. Accepts a
 * leading "-" or "+", parentheses for negatives, a trailing "-", a trailing CR (in) or DB/DR
 * (out) and a leading "Rp"/"IDR". Returns null for anything else, including more decimals
 * than the currency has (a statement that shows them is being misread, not rounded).
 */
export function parseAmount(
  input: string,
  format: StatementNumberFormat,
  exponent = 2,
): number | null {
  let text = input
    .trim()
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2212/g, '-');
  let negative = false;
  let marks = 0;
  const signs = (flip: boolean) => {
    marks++;
    if (flip) negative = true;
  };

  const suffix = /\s*(CR|DB|DR|-)$/i.exec(text);
  if (suffix?.[1]) {
    signs(suffix[1].toUpperCase() !== 'CR');
    text = text.slice(0, suffix.index).trim();
  }
  if (text.startsWith('(') && text.endsWith(')')) {
    signs(true);
    text = text.slice(1, -1).trim();
  }
  if (text.startsWith('-') || text.startsWith('+')) {
    signs(text.startsWith('-'));
    text = text.slice(1).trim();
  }
  text = text.replace(/^(?:Rp\.?|IDR)\s*/i, '');
  if (text.startsWith('-')) {
    // "Rp -1.000": the sign may come after the currency.
    signs(true);
    text = text.slice(1).trim();
  }

  // "(1.000) DB" or "-1.000 CR" says the sign twice: ambiguous, so not read at all.
  if (marks > 1) return null;

  const { group, decimal, whole: wholePattern } = NOTATIONS[format];
  const pieces = text.split(decimal);
  if (pieces.length > 2) return null;
  const [whole = '', fraction] = pieces;
  if (!wholePattern.test(whole)) return null;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null;
  const decimals = fraction ?? '';
  if (decimals.length > exponent) return null;

  const digits = whole.split(group).join('') + decimals.padEnd(exponent, '0');
  const minor = BigInt(digits);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const value = Number(minor);
  return negative && value !== 0 ? -value : value;
}

/**
 * Guesses the notation from sample cells: a sample only one notation can read decides; when
 * every sample reads both ways ("1.500", "250"), the separator before the last 1–2 digits
 * hints at the decimal mark. Null when nothing tells them apart.
 */
export function detectNumberFormat(
  samples: readonly string[],
  exponent = 2,
): StatementNumberFormat | null {
  const votes: Record<StatementNumberFormat, number> = { id: 0, en: 0 };
  const hints: Record<StatementNumberFormat, number> = { id: 0, en: 0 };
  for (const sample of samples) {
    const text = sample.trim();
    if (text === '') continue;
    const asId = parseAmount(text, 'id', exponent) !== null;
    const asEn = parseAmount(text, 'en', exponent) !== null;
    if (asId && !asEn) votes.id++;
    if (asEn && !asId) votes.en++;
    if (asId && asEn) {
      if (/,\d{1,2}\D*$/.test(text)) hints.id++;
      if (/\.\d{1,2}\D*$/.test(text)) hints.en++;
    }
  }
  if (votes.id !== votes.en) return votes.id > votes.en ? 'id' : 'en';
  if (hints.id !== hints.en) return hints.id > hints.en ? 'id' : 'en';
  return null;
}
