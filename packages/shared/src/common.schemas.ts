/** Building blocks every area's contracts share: ids, dates, money, lists (DESIGN.md §2, §3). */
import { z } from 'zod';
import { CURRENCY_EXPONENTS } from './money';

export const idSchema = z.uuid();

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A business date, `YYYY-MM-DD`, that exists in the calendar. */
export const dateSchema = z
  .string()
  .regex(DATE, 'invalid_date')
  .refine(isCalendarDate, 'date_not_in_calendar');

export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A positive amount in minor units, small enough to add up safely. */
export const MAX_AMOUNT = 1_000_000_000_000_000; // 10^15 minor units: 10 trillion rupiah
/**
 * The most a business's books may hold in all: Σ |opening balance| of its books + Σ amount of
 * its entries (the ledger turnover, kept by the database). Every balance, total, trend and
 * report sum is at most this, so each is a whole number JSON carries exactly. A write past it
 * is refused (422 AMOUNT_OUT_OF_RANGE). 2^53 − 1 minor units: about 90 trillion rupiah.
 */
export const MAX_LEDGER_TURNOVER = Number.MAX_SAFE_INTEGER;
export const amountSchema = z.number().int('whole_minor_units').positive().max(MAX_AMOUNT);
export const signedAmountSchema = z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT);
export const nonNegativeAmountSchema = z.number().int().min(0).max(MAX_AMOUNT);

export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'invalid_currency')
  .refine((code) => Object.hasOwn(CURRENCY_EXPONENTS, code), 'unsupported_currency');

/** The row's version counter: a 32-bit column (int4), so a larger number is refused, not a 500. */
export const versionSchema = z.number().int().positive().max(2_147_483_647);

/** Optional text that may arrive empty: stored trimmed, empty as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Optional text of an update: left out, it stays undefined (the stored value is kept); sent
 * empty or null, it clears the value.
 */
export const keptText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

export const limitSchema = z.coerce.number().int().min(1).max(100).default(50);

export const listMetaSchema = z.object({
  next_cursor: z.string().nullable(),
  has_more: z.boolean(),
});

export const dataResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const listResponse = <T extends z.ZodType, M extends z.ZodType = typeof listMetaSchema>(
  item: T,
  meta?: M,
) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    meta: (meta ?? listMetaSchema) as M,
  });

/** The body a response schema describes: `ResponseOf<typeof noteResponseSchema>`. */
export type ResponseOf<S extends z.ZodType> = z.output<S>;

/** An answer with one thing, as `dataResponse(schema)` describes it. */
export type DataResponse<T> = z.output<ReturnType<typeof dataResponse<z.ZodType<T>>>>;

/** The cursor of a list answer, as `listMetaSchema` describes it. */
export type ListMeta = z.output<typeof listMetaSchema>;

/** A list answer, as `listResponse(item, meta)` describes it. */
export type ListResponse<T, M = ListMeta> = z.output<
  ReturnType<typeof listResponse<z.ZodType<T>, z.ZodType<M>>>
>;

/** One page of a list as a client keeps it: the rows beside the answer's meta. */
export type Page<T, M = ListMeta> = {
  [K in keyof (Pick<ListResponse<T, M>, 'data'> & M)]: (Pick<ListResponse<T, M>, 'data'> & M)[K];
};

export const idParamsSchema = z.object({ id: idSchema });

export const deletedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
