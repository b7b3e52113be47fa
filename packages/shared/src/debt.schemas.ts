/**
 * Contracts of debts and credits (hutang piutang, DESIGN.md §6 "Debt and credit", issue 15):
 * a `credit` is what a contact owes the business (kasbon, an unpaid sale), a `debt` what the
 * business owes a contact. Money is minor units of the record's currency.
 */
import { z } from 'zod';
import {
  amountSchema,
  currencySchema,
  dataResponse,
  dateSchema,
  idSchema,
  keptText,
  limitSchema,
  optionalText,
  versionSchema,
} from './common.schemas';
import { paymentFields } from './document-payment.schemas';

export const DEBT_KINDS = ['debt', 'credit'] as const;
export type DebtKind = (typeof DEBT_KINDS)[number];
/** open: something is owed; paid: remaining is zero; void: written off, nothing more is owed. */
export const DEBT_STATUSES = ['open', 'paid', 'void'] as const;
export type DebtStatus = (typeof DEBT_STATUSES)[number];

// One line of printable text: it reaches WhatsApp messages, PDFs and exports.
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{C}]*$/u, 'invalid_characters');

const debtFields = {
  kind: z.enum(DEBT_KINDS),
  contact_id: idSchema,
  amount: amountSchema,
  /** Defaults to today in the business's time zone. */
  date: dateSchema.optional(),
  due_date: dateSchema.nullish().transform((value) => value ?? null),
  description: optionalText(500),
  reference: oneLine(60)
    .nullish()
    .transform((value) => (value ? value : null)),
};

/**
 * `cashbook_id` moves the cash at creation: lending to a customer (credit) takes it out of the
 * book, borrowing (debt) puts it in; left out, no cash moves (an unpaid sale or purchase). The
 * currency is the book's, or `currency`, or the business's.
 */
export const createDebtBodySchema = z
  .object({
    ...debtFields,
    cashbook_id: idSchema.nullish().transform((value) => value ?? null),
    currency: currencySchema.optional(),
  })
  .refine((body) => !body.date || !body.due_date || body.due_date >= body.date, {
    message: 'due_before_date',
    path: ['due_date'],
  });
export type CreateDebtBody = z.input<typeof createDebtBodySchema>;

/**
 * The fields given change; the kind and the cash book do not. An amount below what has been
 * paid is 422; a void record cannot change (422). The cash moved at creation follows the
 * amount, the date and the contact.
 */
export const updateDebtBodySchema = z.object({
  version: versionSchema,
  contact_id: idSchema.optional(),
  amount: amountSchema.optional(),
  date: dateSchema.optional(),
  due_date: dateSchema.nullable().optional(),
  description: keptText(500),
  reference: oneLine(60)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
});
export type UpdateDebtBody = z.input<typeof updateDebtBodySchema>;

export const voidDebtBodySchema = z.object({ version: versionSchema });

export const debtSchema = z.object({
  id: idSchema,
  kind: z.enum(DEBT_KINDS),
  status: z.enum(DEBT_STATUSES),
  /** Open after its due date, in the business's time zone. */
  overdue: z.boolean(),
  contact_id: idSchema,
  contact_name: z.string(),
  contact_phone: z.string().nullable(),
  currency: z.string(),
  amount: z.number().int(),
  paid: z.number().int(),
  /** amount − paid while open; zero when paid or void. */
  remaining: z.number().int(),
  date: z.string(),
  due_date: z.string().nullable(),
  description: z.string().nullable(),
  reference: z.string().nullable(),
  /** The cash moved at creation: its entry and book, or null. */
  entry_id: idSchema.nullable(),
  cashbook_id: idSchema.nullable(),
  voided_at: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Debt = z.infer<typeof debtSchema>;
export const debtResponseSchema = dataResponse(debtSchema);

export const debtFilterSchema = z.object({
  kind: z.enum(DEBT_KINDS).optional(),
  status: z.enum(DEBT_STATUSES).optional(),
  contact_id: idSchema.optional(),
  /** Due on or before this date (records without a due date are left out). */
  due_before: dateSchema.optional(),
  overdue: z.stringbool().optional(),
  /** Contact name, description or reference. */
  q: z.string().trim().max(100).optional(),
});
export type DebtFilter = z.infer<typeof debtFilterSchema>;

export const debtListQuerySchema = debtFilterSchema.extend({
  cursor: z.string().max(200).optional(),
  limit: limitSchema,
});
export type DebtListQuery = z.input<typeof debtListQuerySchema>;

export const debtTotalsSchema = z.object({
  currency: z.string(),
  amount: z.number().int(),
  paid: z.number().int(),
  remaining: z.number().int(),
  count: z.number().int(),
});
export type DebtTotals = z.infer<typeof debtTotalsSchema>;

export const debtListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(debtSchema),
  meta: z.object({
    next_cursor: z.string().nullable(),
    has_more: z.boolean(),
    /** Per currency, for the whole filter; on the first page only. */
    totals: z.array(debtTotalsSchema).nullable(),
  }),
});

/** Its entry (source `debt_payment`) is money in for a credit, out for a debt. */
export const debtPaymentSchema = z.object({ ...paymentFields, debt_id: idSchema });
export type DebtPayment = z.infer<typeof debtPaymentSchema>;

/** More than the remaining amount is 422 OVERPAYMENT; the book's currency must be the debt's. */
export const recordDebtPaymentBodySchema = z.object({
  amount: amountSchema,
  date: dateSchema.optional(),
  cashbook_id: idSchema,
  note: optionalText(500),
});
export type RecordDebtPaymentBody = z.input<typeof recordDebtPaymentBodySchema>;

export const debtPaymentResponseSchema = dataResponse(debtPaymentSchema);
export const debtPaymentListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(debtPaymentSchema),
});

/**
 * One step of a record's timeline, oldest first: `debt.create`, `debt.update` (params name the
 * changed fields), `debt.payment`, `debt.payment_delete`, `debt.reminder` (WhatsApp, by a
 * member), `debt.ladder` (the scheduler told the members; `params.step` in days from due),
 * `debt.void`. Words come from the web.
 */
export const debtHistoryItemSchema = z.object({
  action: z.string(),
  created_at: z.string(),
  user_name: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type DebtHistoryItem = z.infer<typeof debtHistoryItemSchema>;
export const debtHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(debtHistoryItemSchema),
});

/**
 * The message's language: left out, the language of the contact's latest invoice, else `id`.
 * The contact needs a phone number (422 DEBT_NO_PHONE); a record that is not open takes none
 * (422 DEBT_NOT_OPEN).
 */
export const debtReminderBodySchema = z.object({ language: z.enum(['id', 'en']).optional() });

/** A WhatsApp reminder: recorded as sent; the contact opens `url` (wa.me with the message). */
export const debtReminderSchema = z.object({
  url: z.string(),
  message: z.string(),
  statement_url: z.string(),
  sent_at: z.string(),
});
export type DebtReminder = z.infer<typeof debtReminderSchema>;
export const debtReminderResponseSchema = dataResponse(debtReminderSchema);
