/**
 * The dates a report reads: a preset resolved on the business's own calendar (its today, its
 * fiscal year's first month), or the custom dates; and the comparison period when one is asked.
 */
import type { ParsedReportQuery, ReportComparison, ReportPeriod, ReportRange } from '@usaha/shared';
import { DAY_MS } from '@usaha/shared';

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The last day of a month (`month` may run past 12 or below 1: Date.UTC carries it). */
const monthEnd = (year: number, month: number) => iso(year, month + 1, 0);

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** The preset's first and last day around `today` (YYYY-MM-DD); `fiscalStart` is 1–12. */
export function presetRange(
  preset: Exclude<ParsedReportQuery['period'], 'custom'>,
  today: string,
  fiscalStart: number,
): ReportRange {
  const [year, month] = parts(today);
  switch (preset) {
    case 'this_month':
      return { from: iso(year, month, 1), to: monthEnd(year, month) };
    case 'last_month':
      return { from: iso(year, month - 1, 1), to: monthEnd(year, month - 1) };
    case 'this_quarter': {
      const first = month - ((month - 1) % 3);
      return { from: iso(year, first, 1), to: monthEnd(year, first + 2) };
    }
    case 'this_year':
      return { from: iso(year, 1, 1), to: iso(year, 12, 31) };
    case 'fiscal_year': {
      const startYear = month >= fiscalStart ? year : year - 1;
      return { from: iso(startYear, fiscalStart, 1), to: monthEnd(startYear, fiscalStart + 11) };
    }
  }
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The same date a year earlier; 29 February becomes the 28th. */
function yearBefore(date: string): string {
  const [year, month, day] = parts(date);
  return iso(year - 1, month, Math.min(day, Number(monthEnd(year - 1, month).slice(8))));
}

/** Whole months from the first of one to the end of another. */
function monthsSpanned(range: ReportRange): number | null {
  const [fromYear, fromMonth, fromDay] = parts(range.from);
  const [toYear, toMonth] = parts(range.to);
  if (fromDay !== 1 || range.to !== monthEnd(toYear, toMonth)) return null;
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/**
 * `previous`: the months just before when the period is whole months (March after February is
 * compared with February whole), else as many days just before; `last_year`: the same dates a
 * year back.
 */
export function comparisonRange(range: ReportRange, compare: ReportComparison): ReportRange | null {
  if (compare === 'none') return null;
  if (compare === 'last_year') return { from: yearBefore(range.from), to: yearBefore(range.to) };
  const months = monthsSpanned(range);
  if (months !== null) {
    const [year, month] = parts(range.from);
    return { from: iso(year, month - months, 1), to: monthEnd(year, month - 1) };
  }
  const days = dayNumber(range.to) - dayNumber(range.from) + 1;
  return {
    from: fromDayNumber(dayNumber(range.from) - days),
    to: fromDayNumber(dayNumber(range.from) - 1),
  };
}

export function resolvePeriod(
  query: Pick<ParsedReportQuery, 'period' | 'from' | 'to' | 'compare' | 'cashbook_id'>,
  today: string,
  fiscalStart: number,
): ReportPeriod {
  const range =
    query.period === 'custom'
      ? { from: query.from ?? today, to: query.to ?? today }
      : presetRange(query.period, today, fiscalStart);
  return {
    preset: query.period,
    ...range,
    comparison: comparisonRange(range, query.compare),
    cashbook_id: query.cashbook_id ?? null,
  };
}

/** The first day of each month the range touches, `YYYY-MM`. */
export function monthsOf(range: ReportRange): string[] {
  const [fromYear, fromMonth] = parts(range.from);
  const [toYear, toMonth] = parts(range.to);
  const months: string[] = [];
  for (let index = 0; index <= (toYear - fromYear) * 12 + toMonth - fromMonth; index++) {
    months.push(iso(fromYear, fromMonth + index, 1).slice(0, 7));
  }
  return months;
}
