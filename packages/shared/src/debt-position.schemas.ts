/**
 * Contracts of where contacts stand (issue 15): one contact's position, every contact's summary
 * (the Hutang Piutang tabs), and the contact's public statement with its link. Money is minor
 * units of each row's currency.
 */
import { z } from 'zod';
import { dataResponse, idSchema, limitSchema } from './common.schemas';
import { bankAccountSchema } from './settings.schemas';

/**
 * Where a contact and the business stand in one currency. `receivable` = open credits +
 * amount due on the contact's invoices (sent, not void); `payable` = open debts; `net` =
 * receivable − payable (positive: the contact owes the business).
 */
export const positionFiguresSchema = z.object({
  currency: z.string(),
  credits: z.number().int(),
  invoices_due: z.number().int(),
  receivable: z.number().int(),
  payable: z.number().int(),
  net: z.number().int(),
  /** Of receivable and payable, what is past its due date. */
  overdue_receivable: z.number().int(),
  overdue_payable: z.number().int(),
});
export type PositionFigures = z.infer<typeof positionFiguresSchema>;

export const contactPositionSchema = z.object({
  contact_id: idSchema,
  /** One row per currency with anything owed, either way; empty when square. */
  currencies: z.array(positionFiguresSchema),
});
export type ContactPosition = z.infer<typeof contactPositionSchema>;
export const contactPositionResponseSchema = dataResponse(contactPositionSchema);

export const DEBT_SUMMARY_SIDES = ['receivable', 'payable'] as const;
export type DebtSummarySide = (typeof DEBT_SUMMARY_SIDES)[number];

/**
 * Per contact and currency, largest first: `side` = receivable (the Piutang tab) orders by what
 * the contact owes and keeps contacts owing something; payable (Hutang) the other way. With
 * `overdue_first`, contacts with anything overdue on that side come first.
 */
export const debtSummaryQuerySchema = z.object({
  side: z.enum(DEBT_SUMMARY_SIDES).default('receivable'),
  overdue_first: z.stringbool().default(true),
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: limitSchema,
});
export type DebtSummaryQuery = z.input<typeof debtSummaryQuerySchema>;

export const debtSummaryItemSchema = positionFiguresSchema.extend({
  contact_id: idSchema,
  contact_name: z.string(),
  contact_phone: z.string().nullable(),
  /** The earliest due date of what is open on the side asked for. */
  next_due_date: z.string().nullable(),
});
export type DebtSummaryItem = z.infer<typeof debtSummaryItemSchema>;

export const debtSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(debtSummaryItemSchema),
  meta: z.object({
    next_cursor: z.string().nullable(),
    has_more: z.boolean(),
    /** Per currency, the whole business: Σ receivable, Σ payable and net; first page only. */
    totals: z.array(positionFiguresSchema).nullable(),
  }),
});

/** A contact's public statement: `url` is the portal page `/portal?statement=…`. */
export const statementLinkSchema = z.object({
  token: z.string(),
  url: z.string(),
  created_at: z.string(),
});
export type StatementLink = z.infer<typeof statementLinkSchema>;
export const statementLinkResponseSchema = dataResponse(statementLinkSchema);

const portalPaymentSchema = z.object({ amount: z.number().int(), date: z.string() });

/** What a contact sees of their statement: one contact of one business, nothing else. */
export const portalStatementSchema = z.object({
  business: z.object({
    name: z.string(),
    logo_url: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** How the contact pays what they owe: the business's accounts and QRIS image (under the API). */
  bank_accounts: z.array(bankAccountSchema),
  qris_url: z.string().nullable(),
  contact_name: z.string(),
  /** Today in the business's time zone: the date the statement is as of. */
  as_of: z.string(),
  language: z.enum(['id', 'en']),
  items: z.array(
    z.object({
      /** credit: the contact owes; debt: the business owes; invoice: an unpaid invoice. */
      type: z.enum(['credit', 'debt', 'invoice']),
      currency: z.string(),
      date: z.string(),
      due_date: z.string().nullable(),
      /** The invoice number, or the record's description or reference. */
      label: z.string(),
      amount: z.number().int(),
      paid: z.number().int(),
      remaining: z.number().int(),
      overdue: z.boolean(),
      payments: z.array(portalPaymentSchema),
    }),
  ),
  totals: z.array(positionFiguresSchema),
});
export type PortalStatement = z.infer<typeof portalStatementSchema>;
export const portalStatementResponseSchema = dataResponse(portalStatementSchema);
