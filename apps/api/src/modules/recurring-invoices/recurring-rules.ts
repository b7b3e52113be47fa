/**
 * The calendar rules of a schedule: its recurrence from its row, where it goes on after a change
 * or a resume, and the state after an invoice is made. Pure, so the service and the scheduler's
 * job agree.
 */
import {
  AppError,
  type FieldCode,
  firstIndexOnOrAfter,
  nextOccurrence,
  type Recurrence,
  type RecurrenceEnd,
  type RecurrenceInterval,
  type RecurringStatus,
} from '@usaha/shared';
import { addDays } from '../../lib/business-date';
import type { RecurringRow } from './recurring-invoices.repository';

export type CalendarColumns = Pick<
  RecurringRow,
  'startDate' | 'interval' | 'every' | 'endType' | 'endCount' | 'endDate'
>;

export function endOf(row: Pick<RecurringRow, 'endType' | 'endCount' | 'endDate'>): RecurrenceEnd {
  if (row.endType === 'after' && row.endCount !== null)
    return { type: 'after', count: row.endCount };
  if (row.endType === 'on' && row.endDate !== null) return { type: 'on', date: row.endDate };
  return { type: 'never' };
}

export function endColumns(end: RecurrenceEnd) {
  return {
    endType: end.type,
    endCount: end.type === 'after' ? end.count : null,
    endDate: end.type === 'on' ? end.date : null,
  };
}

export function recurrenceOf(row: CalendarColumns): Recurrence {
  return {
    start_date: row.startDate,
    interval: row.interval as RecurrenceInterval,
    every: row.every,
    end: endOf(row),
  };
}

/** The calendar's state columns: the next occurrence, and whether any is left. */
export type CalendarState = {
  nextIndex: number;
  nextDate: string | null;
  status: RecurringStatus;
};

/**
 * Where a schedule goes on from `today` (made, changed or resumed): the first occurrence on or
 * after today and after the last invoice made. Occurrences missed meanwhile are skipped, never
 * billed in a burst. A paused schedule stays paused.
 */
export function stateFrom(
  row: CalendarColumns & Pick<RecurringRow, 'madeCount' | 'lastDate'>,
  today: string,
  paused: boolean,
): CalendarState {
  const recurrence = recurrenceOf(row);
  const after = row.lastDate === null ? today : maxDate(today, addDays(row.lastDate, 1));
  const nextIndex = firstIndexOnOrAfter(recurrence, after);
  const nextDate = nextOccurrence(recurrence, { nextIndex, made: row.madeCount });
  return { nextIndex, nextDate, status: paused ? 'paused' : nextDate ? 'active' : 'ended' };
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

/** A new or moved first date: not before today, after the last invoice made (400 otherwise). */
export function checkStartDate(start: string, today: string, lastDate: string | null): void {
  if (start < today) throw fieldError('start_date', 'start_in_past');
  if (lastDate !== null && start <= lastDate) {
    throw fieldError('start_date', 'start_not_after_last', { date: lastDate });
  }
}

/** An end date before the first date would never make an invoice. */
export function checkEnd(start: string, end: RecurrenceEnd): void {
  if (end.type === 'on' && end.date < start) throw fieldError('end', 'end_before_start');
}

function fieldError(field: string, code: FieldCode, params?: Record<string, string>): AppError {
  return new AppError('VALIDATION_FAILED', `The ${field} is not allowed`, {
    issues: [{ field, code, ...(params ? { params } : {}) }],
  });
}
