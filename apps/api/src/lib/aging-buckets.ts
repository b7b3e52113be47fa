/**
 * The aging report's bucket of an amount as a SQL expression (the invoices' and the debts'
 * statements both bucket in the database, so they hand over one row per contact and bucket):
 * `current` when not yet due or due that day (or with no due date), then by days past due at
 * the ends of AGING_BUCKET_ENDS, as agingBucketOf does.
 */
import { AGING_BUCKET_ENDS, AGING_BUCKETS } from '@usaha/shared';

/** `due`: a date column (may be null); `date`: the placeholder of the date read on. */
export function agingBucketSql(due: string, date: string): string {
  const late = AGING_BUCKET_ENDS.slice(1).map(
    (end, index) => `when ${date}::date - ${due} <= ${end} then '${AGING_BUCKETS[index + 1]}'`,
  );
  return `case when ${due} is null or ${due} >= ${date}::date then 'current'
  ${late.join('\n  ')}
  else '${AGING_BUCKETS[AGING_BUCKETS.length - 1]}' end`;
}
