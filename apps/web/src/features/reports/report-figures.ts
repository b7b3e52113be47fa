/**
 * What the profit-and-loss and categories reports write alike: a line's name, a change or a
 * share in basis points as a percentage, and money on a chart's axis.
 */
import {
  categoryLabel,
  currencyExponent,
  isCurrencyCode,
  type ProfitLossLine,
  withMinusSign,
} from '@usaha/shared';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../lib/i18n';

export type ReportSide = 'income' | 'expense';

/**
 * The category's name (a seeded one in the reader's language), or the words of the
 * uncategorised and invoice-payment lines.
 */
export function lineName(
  t: TFunction<'reports'>,
  line: Pick<ProfitLossLine, 'kind' | 'name' | 'seed_key'>,
  side: ReportSide,
): string {
  if (line.kind === 'category') {
    return categoryLabel({ name: line.name ?? '', seed_key: line.seed_key }, currentLanguage());
  }
  if (line.kind === 'invoice_payments') return t('profitLoss.invoicePayments');
  return side === 'income'
    ? t('profitLoss.uncategorisedIncome')
    : t('profitLoss.uncategorisedExpense');
}

/** Basis points as a percentage without a float: 1150 → "11,5%" (id), "+11.5%" with `signed`. */
export function percentText(points: number, locale: string, signed = false): string {
  const sign = points < 0 ? '−' : signed && points > 0 ? '+' : '';
  const whole = Math.floor(Math.abs(points) / 100);
  const cents = Math.abs(points) % 100;
  const fraction = cents === 0 ? '' : String(cents).padStart(2, '0').replace(/0$/, '');
  const mark = locale.startsWith('en') ? '.' : ',';
  return `${sign}${whole.toLocaleString(locale)}${fraction ? mark + fraction : ''}%`;
}

/** A change from the comparison; a dash when there was nothing to compare with. */
export function changeText(points: number | null, locale: string): string {
  return points === null ? '—' : percentText(points, locale, true);
}

/** Money on a chart's axis, short: "Rp 1,5 jt" becomes "1,5 jt" (display only). */
export function axisMoney(currency: string, locale: string): (minor: number) => string {
  const unit = isCurrencyCode(currency) ? 10 ** currencyExponent(currency) : 1;
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (minor) => withMinusSign(format.format(minor / unit));
}
