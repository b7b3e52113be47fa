/**
 * What every report shares (issue 16): the period asked for (a preset the server resolves on the
 * business's own calendar, or custom dates), an optional cash book, a comparison period, and the
 * format of the answer: JSON for the page, or a CSV, XLSX or PDF download from the same route.
 * Money is integer minor units of each figure's currency; a report's money is always per currency.
 */
import { z } from 'zod';
import { LANGUAGES } from './auth.schemas';
import { dateSchema, idSchema } from './common.schemas';

export const REPORT_PERIODS = [
  'this_month',
  'last_month',
  'this_quarter',
  'this_year',
  'fiscal_year',
  'custom',
] as const;
export type ReportPeriodPreset = (typeof REPORT_PERIODS)[number];

/** `previous`: as long as the period, just before it; `last_year`: the same dates a year back. */
export const REPORT_COMPARISONS = ['none', 'previous', 'last_year'] as const;
export type ReportComparison = (typeof REPORT_COMPARISONS)[number];

export const REPORT_FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The longest period a report reads: ten years. */
export const REPORT_MAX_DAYS = 3660;

export const reportQueryShape = {
  /**
   * Left out: `custom` when `from` or `to` is given, else `this_month`. A preset with dates is
   * refused (400), never answered for another period than the dates say.
   */
  period: z.enum(REPORT_PERIODS).optional(),
  /** With `custom`, both are required. */
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  cashbook_id: idSchema.optional(),
  compare: z.enum(REPORT_COMPARISONS).default('none'),
  format: z.enum(REPORT_FORMATS).default('json'),
  /** The words of a download; the caller's language when left out. */
  language: z.enum(LANGUAGES).optional(),
};

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

type PeriodFields = { period?: ReportPeriodPreset | undefined; from?: string; to?: string };

/** The period a query asks for: explicit dates mean a custom period. */
export function periodAsked(value: PeriodFields): ReportPeriodPreset {
  return value.period ?? (value.from || value.to ? 'custom' : 'this_month');
}

/**
 * Custom dates present, in order and at most REPORT_MAX_DAYS apart; no dates beside a preset
 * (they would contradict it).
 */
export function checkReportRange(value: PeriodFields, context: z.RefinementCtx): void {
  if (periodAsked(value) !== 'custom') {
    for (const field of ['from', 'to'] as const) {
      if (value[field]) {
        context.addIssue({ code: 'custom', path: [field], message: 'period_dates_with_preset' });
      }
    }
    return;
  }
  if (!value.from) context.addIssue({ code: 'custom', path: ['from'], message: 'required' });
  if (!value.to) context.addIssue({ code: 'custom', path: ['to'], message: 'required' });
  if (!value.from || !value.to) return;
  if (value.to < value.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'period_end_before_start' });
  } else if (dayNumber(value.to) - dayNumber(value.from) >= REPORT_MAX_DAYS) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'period_too_long' });
  }
}

/**
 * A report's query: the shared fields and the report's own, checked, with the period filled in
 * (`periodAsked`).
 */
export function reportQueryOf<Extra extends z.ZodRawShape>(extra: Extra) {
  return z
    .object({ ...reportQueryShape, ...extra })
    .superRefine((value, context) => checkReportRange(value as PeriodFields, context))
    .transform((value) => ({ ...value, period: periodAsked(value as PeriodFields) }));
}

/** The query of a report that reads a period: `reports/profit-loss/` and the others. */
export const reportQuerySchema = reportQueryOf({});
export type ReportQuery = z.input<typeof reportQuerySchema>;
export type ParsedReportQuery = z.output<typeof reportQuerySchema>;

export const reportRangeSchema = z.object({ from: z.string(), to: z.string() });
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** The period a report answered for, resolved, with its comparison period when one was asked. */
export const reportPeriodSchema = reportRangeSchema.extend({
  preset: z.enum(REPORT_PERIODS),
  comparison: reportRangeSchema.nullable(),
  cashbook_id: idSchema.nullable(),
});
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/**
 * A change from `previous` to `current` in basis points (2500 = +25%), rounded half away from
 * zero; null when there was nothing before to compare with.
 */
export function changeBasisPoints(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const ratio = ((current - previous) * 10_000) / Math.abs(previous);
  return Math.sign(ratio) * Math.round(Math.abs(ratio));
}
