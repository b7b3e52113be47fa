/**
 * The aging report (issue 16): what customers owe the business (invoices due and open credits)
 * and what it owes (open debts) on one date, per contact, in buckets of days past due, per
 * currency. The totals are the balance's receivables and payables on that date.
 */
import { z } from 'zod';
import { dateSchema, idSchema } from '../common.schemas';
import { reportPeriodSchema, reportQueryOf } from '../report.schemas';

/** Not yet due (or due that day), then 1–30, 31–60, 61–90 and over 90 days past due. */
export const AGING_BUCKETS = [
  'current',
  'days_1_30',
  'days_31_60',
  'days_61_90',
  'days_90_plus',
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The last day past due of each bucket but the last. */
export const AGING_BUCKET_ENDS = [0, 30, 60, 90] as const;

/** The period fields are ignored: the report reads one date, the business's today by default. */
export const agingQuerySchema = reportQueryOf({ date: dateSchema.optional() });
export type AgingQuery = z.input<typeof agingQuerySchema>;

const bucketFigures = {
  current: z.number().int(),
  days_1_30: z.number().int(),
  days_31_60: z.number().int(),
  days_61_90: z.number().int(),
  days_90_plus: z.number().int(),
  total: z.number().int(),
};
export const agingFiguresSchema = z.object(bucketFigures);
export type AgingFigures = z.infer<typeof agingFiguresSchema>;

export const agingContactSchema = z.object({
  contact_id: idSchema,
  name: z.string(),
  ...bucketFigures,
});
export type AgingContact = z.infer<typeof agingContactSchema>;

/** One side (receivables or payables) in one currency: its contacts, largest first, and totals. */
export const agingCurrencySchema = z.object({
  currency: z.string(),
  contacts: z.array(agingContactSchema),
  totals: agingFiguresSchema,
});
export type AgingCurrency = z.infer<typeof agingCurrencySchema>;

export const agingDataSchema = z.object({
  period: reportPeriodSchema,
  /** The date the amounts owed are read on (the end of that day). */
  date: dateSchema,
  receivables: z.array(agingCurrencySchema),
  payables: z.array(agingCurrencySchema),
});
export type AgingData = z.infer<typeof agingDataSchema>;

/** One amount owed by or to a contact, already in its bucket. */
export type AgingAmount = {
  contact_id: string;
  name: string;
  currency: string;
  bucket: AgingBucket;
  amount: number;
};

/** The bucket of an amount due on `due` (null: no due date, so not late), read on `date`. */
export function agingBucketOf(due: string | null, date: string): AgingBucket {
  if (due === null || due >= date) return 'current';
  const late = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000;
  const index = AGING_BUCKET_ENDS.findIndex((end) => late <= end);
  return index === -1 ? 'days_90_plus' : (AGING_BUCKETS[index] ?? 'days_90_plus');
}

const noFigures = (): AgingFigures => ({
  current: 0,
  days_1_30: 0,
  days_31_60: 0,
  days_61_90: 0,
  days_90_plus: 0,
  total: 0,
});

/**
 * The amounts per currency (`first` first, the others by code) and per contact (the larger
 * total first, then by name), with each currency's totals.
 */
export function agingByCurrency(amounts: readonly AgingAmount[], first: string): AgingCurrency[] {
  const currencies = new Map<string, Map<string, AgingContact>>();
  for (const item of amounts) {
    const contacts = currencies.get(item.currency) ?? new Map<string, AgingContact>();
    currencies.set(item.currency, contacts);
    const contact = contacts.get(item.contact_id) ?? {
      contact_id: item.contact_id,
      name: item.name,
      ...noFigures(),
    };
    contacts.set(item.contact_id, contact);
    contact[item.bucket] += item.amount;
    contact.total += item.amount;
  }
  const order = (a: string, b: string) => (a === first ? -1 : b === first ? 1 : a.localeCompare(b));
  return [...currencies.keys()].sort(order).map((currency) => {
    const contacts = [...(currencies.get(currency)?.values() ?? [])].sort(
      (a, b) =>
        b.total - a.total ||
        a.name.localeCompare(b.name) ||
        a.contact_id.localeCompare(b.contact_id),
    );
    const totals = noFigures();
    for (const contact of contacts) {
      for (const key of [...AGING_BUCKETS, 'total'] as const) totals[key] += contact[key];
    }
    return { currency, contacts, totals };
  });
}
