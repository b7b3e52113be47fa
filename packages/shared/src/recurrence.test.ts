import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dueOccurrence,
  firstIndexOnOrAfter,
  nextOccurrence,
  occurrenceAt,
  type Recurrence,
} from './recurrence';

const monthly = (start: string, end: Recurrence['end'] = { type: 'never' }): Recurrence => ({
  start_date: start,
  interval: 'monthly',
  every: 1,
  end,
});

describe('occurrences', () => {
  it('keeps the day of the start date, clamped to short months', () => {
    const dates = [0, 1, 2, 3, 12, 13].map((index) => occurrenceAt(monthly('2026-01-31'), index));
    expect(dates).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2027-01-31',
      '2027-02-28',
    ]);
    expect(occurrenceAt(monthly('2028-02-29'), 12)).toBe('2029-02-28');
  });

  it('steps weeks, every N months and years', () => {
    expect(occurrenceAt({ start_date: '2026-12-28', interval: 'weekly', every: 1 }, 1)).toBe(
      '2027-01-04',
    );
    expect(occurrenceAt({ start_date: '2026-11-15', interval: 'monthly', every: 3 }, 2)).toBe(
      '2027-05-15',
    );
    expect(occurrenceAt({ start_date: '2028-02-29', interval: 'yearly', every: 1 }, 1)).toBe(
      '2029-02-28',
    );
    expect(occurrenceAt({ start_date: '2028-02-29', interval: 'yearly', every: 1 }, 4)).toBe(
      '2032-02-29',
    );
  });
});

describe('what is due', () => {
  it('makes nothing before the next occurrence', () => {
    expect(dueOccurrence(monthly('2026-12-01'), { nextIndex: 0, made: 0 }, '2026-11-30')).toBe(
      null,
    );
  });

  it('makes one invoice for the latest missed occurrence after downtime', () => {
    const due = dueOccurrence(monthly('2026-01-10'), { nextIndex: 2, made: 2 }, '2026-07-09');
    expect(due).toEqual({ index: 5, date: '2026-06-10', following: 6 });
    // The same day again finds nothing more to make.
    expect(dueOccurrence(monthly('2026-01-10'), { nextIndex: 6, made: 3 }, '2026-07-09')).toBe(
      null,
    );
  });

  it('ends after N invoices or on a date', () => {
    const after = monthly('2026-01-01', { type: 'after', count: 2 });
    expect(dueOccurrence(after, { nextIndex: 1, made: 1 }, '2026-02-01')?.date).toBe('2026-02-01');
    expect(dueOccurrence(after, { nextIndex: 2, made: 2 }, '2026-03-01')).toBe(null);
    expect(nextOccurrence(after, { nextIndex: 2, made: 2 })).toBe(null);
    const until = monthly('2026-01-01', { type: 'on', date: '2026-03-15' });
    // Down since February: the latest occurrence the end date allows is 1 March.
    expect(dueOccurrence(until, { nextIndex: 1, made: 1 }, '2026-09-01')?.date).toBe('2026-03-01');
    expect(nextOccurrence(until, { nextIndex: 3, made: 2 })).toBe(null);
  });

  it('finds exactly the latest occurrence on or before today, for any schedule', () => {
    const day = fc
      .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) })
      .map((ms) => new Date(ms - (ms % 86_400_000)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.constantFrom('weekly' as const, 'monthly' as const, 'yearly' as const),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 3000 }),
        (start, interval, every, ahead) => {
          const recurrence: Recurrence = {
            start_date: start,
            interval,
            every,
            end: { type: 'never' },
          };
          const today = new Date(Date.parse(start) + ahead * 86_400_000).toISOString().slice(0, 10);
          const due = dueOccurrence(recurrence, { nextIndex: 0, made: 0 }, today);
          expect(due).not.toBeNull();
          if (!due) return;
          expect(due.date <= today).toBe(true);
          expect(occurrenceAt(recurrence, due.index + 1) > today).toBe(true);
          expect(due.date).toBe(occurrenceAt(recurrence, due.index));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('firstIndexOnOrAfter', () => {
  it('finds the first occurrence on or after a date, never before it', () => {
    const schedule = monthly('2026-01-31');
    expect(firstIndexOnOrAfter(schedule, '2025-12-01')).toBe(0);
    expect(firstIndexOnOrAfter(schedule, '2026-02-28')).toBe(1);
    expect(firstIndexOnOrAfter(schedule, '2026-03-01')).toBe(2);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom('weekly', 'monthly', 'yearly' as const),
        fc.integer({ min: 1, max: 5 }),
        (offset, interval, every) => {
          const recurrence = { start_date: '2026-01-31', interval, every } as const;
          const date = new Date(Date.UTC(2026, 0, 31 + offset)).toISOString().slice(0, 10);
          const index = firstIndexOnOrAfter(recurrence, date);
          expect(occurrenceAt(recurrence, index) >= date).toBe(true);
          if (index > 0) expect(occurrenceAt(recurrence, index - 1) < date).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
