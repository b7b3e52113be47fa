/** The period a payment buys: a calendar month or year from its start, the day kept or clamped. */
import type { BillingInterval } from '@usaha/shared';

/** `start` + one interval, in UTC: 31 January + a month is 28 (or 29) February, same time. */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const months = interval === 'yearly' ? 12 : 1;
  const end = new Date(start);
  const day = start.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
