/**
 * The calendar of a recurring invoice (issue 14): its occurrences are counted from the first
 * date, never stepped one from the last, so a schedule that starts on the 31st makes invoices on
 * 28 February and then 31 March again. After downtime the scheduler makes one invoice for the
 * latest missed occurrence, never a burst.
 */

export const RECURRENCE_INTERVALS = ['weekly', 'monthly', 'yearly'] as const;
export type RecurrenceInterval = (typeof RECURRENCE_INTERVALS)[number];

export type RecurrenceEnd =
  | { type: 'never' }
  /** After this many invoices in all. */
  | { type: 'after'; count: number }
  /** No occurrence later than this date. */
  | { type: 'on'; date: string };

export type Recurrence = {
  /** The first occurrence, `YYYY-MM-DD`. */
  start_date: string;
  interval: RecurrenceInterval;
  /** Every N intervals (1 = every week, month or year). */
  every: number;
  end: RecurrenceEnd;
};

function parts(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError('The date must be written YYYY-MM-DD');
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function text(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Occurrence `index` (0 = the start date) of the schedule, ignoring its end. */
export function occurrenceAt(recurrence: Omit<Recurrence, 'end'>, index: number): string {
  const [year, month, day] = parts(recurrence.start_date);
  const steps = index * recurrence.every;
  if (recurrence.interval === 'weekly') return text(year, month, day + 7 * steps);
  const months = recurrence.interval === 'monthly' ? steps : 12 * steps;
  const total = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = (total % 12) + 1;
  return text(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** Whether an invoice on `date`, with `made` made before it, is inside the end rule. */
function withinEnd(end: RecurrenceEnd, made: number, date: string): boolean {
  if (end.type === 'after') return made < end.count;
  if (end.type === 'on') return date <= end.date;
  return true;
}

/** A lower bound of the index whose occurrence is on or before `date` (then stepped exactly). */
function estimateIndex(recurrence: Recurrence, date: string): number {
  const [y0, m0] = parts(recurrence.start_date);
  const [y1, m1] = parts(date);
  if (recurrence.interval === 'weekly') {
    const days = (Date.parse(date) - Date.parse(recurrence.start_date)) / 86_400_000;
    return Math.max(0, Math.floor(days / (7 * recurrence.every)) - 1);
  }
  const months = (y1 - y0) * 12 + (m1 - m0);
  const per = recurrence.interval === 'monthly' ? recurrence.every : 12 * recurrence.every;
  return Math.max(0, Math.floor(months / per) - 1);
}

/**
 * What the scheduler makes on `today`, given the index of the next occurrence not yet made and
 * how many invoices the schedule has made: the latest occurrence due by today (one invoice,
 * however many were missed) and the index after it, or null when nothing is due or the
 * schedule has ended.
 */
export function dueOccurrence(
  recurrence: Recurrence,
  state: { nextIndex: number; made: number },
  today: string,
): { index: number; date: string; following: number } | null {
  const { nextIndex, made } = state;
  const first = occurrenceAt(recurrence, nextIndex);
  if (first > today || !withinEnd(recurrence.end, made, first)) return null;
  let index = Math.max(nextIndex, estimateIndex(recurrence, today));
  while (index > nextIndex && occurrenceAt(recurrence, index) > today) index--;
  while (occurrenceAt(recurrence, index + 1) <= today) index++;
  // The latest occurrence due that an end date still allows.
  while (index > nextIndex && !withinEnd(recurrence.end, made, occurrenceAt(recurrence, index))) {
    index--;
  }
  return { index, date: occurrenceAt(recurrence, index), following: index + 1 };
}

/**
 * The index of the first occurrence on or after `date`, ignoring the end rule: where a resumed
 * or rescheduled schedule goes on (the occurrences it skipped are not billed).
 */
export function firstIndexOnOrAfter(recurrence: Omit<Recurrence, 'end'>, date: string): number {
  if (recurrence.start_date >= date) return 0;
  let index = estimateIndex({ ...recurrence, end: { type: 'never' } }, date);
  while (occurrenceAt(recurrence, index) < date) index++;
  return index;
}

/** The date of occurrence `index`, or null when the schedule has ended by then. */
export function nextOccurrence(
  recurrence: Recurrence,
  state: { nextIndex: number; made: number },
): string | null {
  const date = occurrenceAt(recurrence, state.nextIndex);
  return withinEnd(recurrence.end, state.made, date) ? date : null;
}
