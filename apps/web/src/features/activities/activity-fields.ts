/**
 * A before/after field as people read it: its name in words ("Peran", not `role`) and its value
 * as the pages show it — money in its currency (the log keeps minor units), rates in percent,
 * known choices translated, yes or no. A field or value this version does not know stays as it is.
 */
import { isCurrencyCode } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../components/money-text';
import { formatBusinessDate, useBusiness } from '../../lib/business';
import { formatTimestamp } from '../../lib/date-format';
import { moneyLocale } from '../../lib/locale';
import { formatValue } from './activity-diff';

const MONEY_FIELDS = new Set([
  'amount',
  'opening_balance',
  'balance',
  'amount_sent',
  'amount_received',
  'fee',
  'price',
  'cost',
]);
/** Basis points: 1100 is 11%. */
const RATE_FIELDS = new Set(['tax_rate', 'default_tax_rate']);
const DATE_FIELDS = new Set(['date', 'due_date', 'issue_date']);
/** Fields whose values are names from a fixed list, translated under `values.<field>`. */
const CHOICE_FIELDS = new Set(['kind', 'direction', 'status', 'visibility', 'source']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A moment (`expires_at`, `joined_at`): an ISO-8601 UTC timestamp, shown in the device's zone. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export type FieldValue = { text: string; block: boolean } | null;

/** The currency a record's amounts are in: its own, else the business's. */
export function recordCurrency(record: unknown, fallback: string): string {
  if (typeof record === 'object' && record !== null && 'currency' in record) {
    const { currency } = record as { currency: unknown };
    if (typeof currency === 'string' && isCurrencyCode(currency)) return currency;
  }
  return fallback;
}

/** Basis points as a percentage without a float: 1150 → "11,5" (id) or "11.5" (en). */
export function percentFromBasisPoints(points: number, locale: string): string {
  const sign = points < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(points) / 100);
  const cents = Math.abs(points) % 100;
  const fraction = cents === 0 ? '' : String(cents).padStart(2, '0').replace(/0$/, '');
  const mark = locale.startsWith('en') ? '.' : ',';
  return `${sign}${whole}${fraction ? mark + fraction : ''}%`;
}

export function useFieldText() {
  const { t, i18n } = useTranslation(['activities', 'apps']);
  const locale = moneyLocale(i18n.language);
  const { timezone } = useBusiness();
  const has = (key: string) => i18n.exists(key);

  const label = (field: string) =>
    has(`activities:fields.${field}`) ? t(`activities:fields.${field}`) : null;

  const value = (field: string, raw: unknown, currency: string): FieldValue => {
    if (raw === null || raw === undefined) return null;
    if (typeof raw === 'number' && Number.isSafeInteger(raw)) {
      if (MONEY_FIELDS.has(field))
        return { text: formatAmount(raw, currency, locale), block: false };
      if (RATE_FIELDS.has(field))
        return { text: percentFromBasisPoints(raw, locale), block: false };
    }
    if (Array.isArray(raw) && raw.every((item) => typeof item === 'string')) {
      return { text: raw.join(', '), block: false };
    }
    if (typeof raw === 'boolean') return { text: t(`activities:values.${raw}`), block: false };
    if (typeof raw === 'string') {
      if (DATE_FIELDS.has(field) && DATE.test(raw)) {
        return { text: formatBusinessDate(raw, locale), block: false };
      }
      if (field.endsWith('_at') && MOMENT.test(raw)) {
        // A moment reads on the business's clock, as its entries' dates do.
        return { text: formatTimestamp(raw, locale, timezone), block: false };
      }
      if (field === 'role' && has(`apps:roles.${raw}`)) {
        return { text: t(`apps:roles.${raw}`), block: false };
      }
      if (CHOICE_FIELDS.has(field) && has(`activities:values.${field}.${raw}`)) {
        return { text: t(`activities:values.${field}.${raw}`), block: false };
      }
    }
    return formatValue(raw);
  };

  return { label, value };
}
