/**
 * The business's tax rates as the form holds them (name, the rate typed as a percentage, the
 * "DPP nilai lain" base typed as a fraction such as `11/12`) and back as the contract takes them,
 * and the choices of the default tax rate. Read as text, never through floats.
 */
import type { TaxBase, TaxRateSetting } from '@usaha/shared';
import { basisPointsToPercent, percentToBasisPoints } from '../../lib/decimal-text';

/** One tax rate as typed, with a key of its row; a row left wholly empty is not sent. */
export type TaxRow = { key: number; name: string; rate: string; base: string };

let taxKeys = 0;

export function taxRow(tax: TaxRateSetting | null, locale: string): TaxRow {
  taxKeys += 1;
  const base = tax?.tax_base;
  return {
    key: taxKeys,
    name: tax?.name ?? '',
    rate: tax ? basisPointsToPercent(tax.rate, locale) : '',
    base: base ? `${base.numerator}/${base.denominator}` : '',
  };
}

export function taxRows(taxes: readonly TaxRateSetting[], locale: string): TaxRow[] {
  return taxes.map((tax) => taxRow(tax, locale));
}

/** `11` → 1100, `11,5` → 1150; NaN (refused by the contract) when empty or not a rate. */
export function taxRatePoints(text: string): number {
  return text.trim() ? (percentToBasisPoints(text) ?? Number.NaN) : Number.NaN;
}

const FRACTION = /^(\d{1,4})\s*\/\s*(\d{1,4})$/;

/**
 * `11/12` → { numerator: 11, denominator: 12 }; empty or a whole (`12/12`) → null, the tax is
 * on the whole price; undefined when it is not a fraction.
 */
export function readTaxBase(text: string): TaxBase | null | undefined {
  if (!text.trim()) return null;
  const match = FRACTION.exec(text.trim());
  if (!match) return undefined;
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  return numerator === denominator && numerator > 0 ? null : { numerator, denominator };
}

/** A base the contract refuses (no numbers), so a fraction typed wrong is marked, not dropped. */
const UNREADABLE_BASE = { numerator: Number.NaN, denominator: Number.NaN };

export function toTaxRates(rows: readonly TaxRow[]): TaxRateSetting[] {
  return rows
    .filter((row) => `${row.name}${row.rate}${row.base}`.trim() !== '')
    .map((row) => {
      const base = readTaxBase(row.base);
      return {
        name: row.name.trim(),
        rate: taxRatePoints(row.rate),
        tax_base: base === undefined ? UNREADABLE_BASE : base,
      };
    });
}

export type TaxChoice = { value: string; name: string | null; rate: number };

/**
 * What the default tax rate may be: no tax, each rate of the list as typed (one per rate, by the
 * first row's name: a new invoice line takes the first listed tax of the default rate), and the
 * current default when the list no longer holds it.
 */
export function defaultTaxChoices(rows: readonly TaxRow[], current: number): TaxChoice[] {
  const choices = new Map<number, TaxChoice>([[0, { value: '0', name: null, rate: 0 }]]);
  for (const row of rows) {
    const rate = taxRatePoints(row.rate);
    if (Number.isSafeInteger(rate) && !choices.has(rate)) {
      choices.set(rate, { value: String(rate), name: row.name.trim() || null, rate });
    }
  }
  if (!choices.has(current))
    choices.set(current, { value: String(current), name: null, rate: current });
  return [...choices.values()];
}
