/** A previewed row's values as the lists show them: money, rates, yes/no, kinds and tags. */
import type { TFunction } from 'i18next';
import { formatAmount } from '../../components/money-text';

export type SampleContext = { t: TFunction; locale: string; currency: string };

const MONEY = new Set(['price', 'cost']);

export function sampleValue(field: string, value: unknown, context: SampleContext): string {
  const { t, locale, currency } = context;
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
  if (field === 'kind') return t(`directory:values.kinds.${String(value)}`);
  return String(value);
}
