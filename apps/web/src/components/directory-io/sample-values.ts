/**
 * A previewed row's values as the lists show them: money, rates, yes/no, coded values by their
 * words (kinds, colours), tags, and long text on one short line.
 */
import type { TFunction } from 'i18next';
import { formatAmount } from '../money-text';

export type SampleContext = {
  t: TFunction;
  locale: string;
  currency: string;
  /** Fields whose values are codes: field → the key prefix of their words. */
  values: Record<string, string>;
};

const MONEY = new Set(['price', 'cost']);
/** A cell of the sample shows this many characters of a long text (a note's Markdown). */
const SHOWN_CHARACTERS = 60;

function oneShortLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  return characters.length <= SHOWN_CHARACTERS
    ? line
    : `${characters.slice(0, SHOWN_CHARACTERS - 1).join('')}…`;
}

export function sampleValue(field: string, value: unknown, context: SampleContext): string {
  const { t, locale, currency, values } = context;
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return t(value ? 'directory:values.yes' : 'directory:values.no');
  if (typeof value === 'number') {
    if (MONEY.has(field)) return formatAmount(value, currency, locale);
    if (field === 'tax_rate') {
      const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
      return `${percent.format(value / 100)}%`;
    }
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  }
  const words = values[field];
  if (words) return t(`${words}.${String(value)}`, { defaultValue: String(value) });
  return oneShortLine(String(value));
}
