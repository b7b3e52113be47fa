/**
 * Contracts of recurring invoices (issue 14): a template invoice, its calendar (recurrence.ts)
 * and whether each invoice it makes is sent at once or kept as a draft.
 */
import { z } from 'zod';
import {
  dataResponse,
  dateSchema,
  idSchema,
  keptText,
  limitSchema,
  nonNegativeAmountSchema,
  optionalText,
  versionSchema,
} from './common.schemas';
import {
  discountSchema,
  INVOICE_LANGUAGES,
  invoiceLineInputSchema,
  invoiceLineSchema,
  MAX_INVOICE_LINES,
} from './invoice.schemas';
import { RECURRENCE_INTERVALS } from './recurrence';

export const RECURRING_STATUSES = ['active', 'paused', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

/**
 * Why the scheduler paused a schedule it could not make an invoice from: its customer was archived
 * or deleted, or anything else went wrong (the template no longer computes, a failure).
 */
export const RECURRING_PAUSE_REASONS = ['contact_archived', 'failed'] as const;
export type RecurringPauseReason = (typeof RECURRING_PAUSE_REASONS)[number];

export const recurrenceEndSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('never') }),
  z.object({ type: z.literal('after'), count: z.number().int().min(1).max(1000) }),
  z.object({ type: z.literal('on'), date: dateSchema }),
]);

/** What each invoice the schedule makes is made of. */
const templateFields = {
  contact_id: idSchema,
  prices_include_tax: z.boolean().default(false),
  lines: z.array(invoiceLineInputSchema).min(1, 'lines_required').max(MAX_INVOICE_LINES),
  discount: discountSchema.default(null),
  charge: nonNegativeAmountSchema.default(0),
  charge_label: optionalText(60),
  notes: optionalText(2000),
  terms: optionalText(2000),
  language: z.enum(INVOICE_LANGUAGES).default('id'),
  /** Days from each invoice's issue date to its due date; the business's default when absent. */
  due_days: z.number().int().min(0).max(365).optional(),
};

const scheduleFields = {
  interval: z.enum(RECURRENCE_INTERVALS),
  every: z.number().int().min(1).max(52).default(1),
  /** The first invoice's date; today or later. */
  start_date: dateSchema,
  end: recurrenceEndSchema.default({ type: 'never' }),
  /** Send each invoice as it is made (marks it sent; mails it when the customer has an address). */
  auto_send: z.boolean().default(false),
};

export const createRecurringInvoiceBodySchema = z.object({ ...templateFields, ...scheduleFields });
export type CreateRecurringInvoiceBody = z.input<typeof createRecurringInvoiceBodySchema>;

/** The schedule restarts its count from `start_date` when that changes. */
export const updateRecurringInvoiceBodySchema = z.object({
  version: versionSchema,
  contact_id: idSchema.optional(),
  prices_include_tax: z.boolean().optional(),
  lines: templateFields.lines.optional(),
  discount: discountSchema.optional(),
  charge: nonNegativeAmountSchema.optional(),
  // Left out, these keep their text; null or empty clears it.
  charge_label: keptText(60),
  notes: keptText(2000),
  terms: keptText(2000),
  language: z.enum(INVOICE_LANGUAGES).optional(),
  due_days: z.number().int().min(0).max(365).nullable().optional(),
  interval: z.enum(RECURRENCE_INTERVALS).optional(),
  every: z.number().int().min(1).max(52).optional(),
  start_date: dateSchema.optional(),
  end: recurrenceEndSchema.optional(),
  auto_send: z.boolean().optional(),
});
export type UpdateRecurringInvoiceBody = z.input<typeof updateRecurringInvoiceBodySchema>;

export const recurringInvoiceSchema = z.object({
  id: idSchema,
  contact_id: idSchema,
  customer_name: z.string(),
  currency: z.string(),
  prices_include_tax: z.boolean(),
  lines: z.array(
    invoiceLineSchema.pick({
      product_id: true,
      description: true,
      quantity: true,
      unit: true,
      unit_price: true,
      discount: true,
      tax_rate: true,
      tax_base: true,
    }),
  ),
  discount: discountSchema,
  charge: z.number().int(),
  charge_label: z.string().nullable(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  language: z.enum(INVOICE_LANGUAGES),
  due_days: z.number().int().nullable(),
  /** Each invoice's total as the template computes it today. */
  total: z.number().int(),
  interval: z.enum(RECURRENCE_INTERVALS),
  every: z.number().int(),
  start_date: z.string(),
  end: recurrenceEndSchema,
  auto_send: z.boolean(),
  status: z.enum(RECURRING_STATUSES),
  /** Set when the scheduler paused it; null when a user did, or it is not paused. */
  pause_reason: z.enum(RECURRING_PAUSE_REASONS).nullable(),
  /** The next invoice's date; null when the schedule has ended. */
  next_date: z.string().nullable(),
  made_count: z.number().int(),
  last_invoice_id: idSchema.nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RecurringInvoice = z.infer<typeof recurringInvoiceSchema>;

export const recurringInvoiceListQuerySchema = z.object({
  status: z.enum(RECURRING_STATUSES).optional(),
  contact_id: idSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: limitSchema,
});
export type RecurringInvoiceListQuery = z.input<typeof recurringInvoiceListQuerySchema>;

export const recurringInvoiceResponseSchema = dataResponse(recurringInvoiceSchema);
export const recurringInvoiceListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(recurringInvoiceSchema),
  meta: z.object({ next_cursor: z.string().nullable(), has_more: z.boolean() }),
});
