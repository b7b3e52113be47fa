/**
 * Contracts of invoices, their payments and share links (DESIGN.md §6 "Invoices", issue 14).
 * Money is minor units, rates basis points, quantities thousandths (invoice-math.types.ts).
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

export const INVOICE_STATUSES = ['draft', 'sent', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['cash', 'transfer', 'qris', 'ewallet', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const INVOICE_LANGUAGES = ['id', 'en'] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];

/** The most lines one invoice holds (the PDF test prints 200). */
export const MAX_INVOICE_LINES = 300;
/** 1,000,000 units in thousandths. */
export const MAX_QUANTITY = 1_000_000_000;

export const discountSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('percent'), value: z.number().int().min(0).max(10_000) }),
    z.object({ type: z.literal('amount'), value: nonNegativeAmountSchema }),
  ])
  .nullable();

export const taxBaseSchema = z
  .object({
    numerator: z.number().int().min(1).max(1000),
    denominator: z.number().int().min(1).max(1000),
  })
  .refine((base) => base.numerator <= base.denominator, 'tax_base_above_one')
  .nullable();

export const invoiceLineInputSchema = z.object({
  product_id: idSchema.nullish().transform((value) => value ?? null),
  description: z.string().trim().min(1, 'description_required').max(500),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  unit: optionalText(20),
  unit_price: nonNegativeAmountSchema,
  discount: discountSchema.default(null),
  tax_rate: z.number().int().min(0).max(10_000).default(0),
  tax_base: taxBaseSchema.default(null),
});
export type InvoiceLineInputBody = z.input<typeof invoiceLineInputSchema>;

/** The customer as frozen on the invoice when it is saved. */
export const customerSnapshotSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tax_id: z.string().nullable(),
});
export type CustomerSnapshot = z.infer<typeof customerSnapshotSchema>;

const invoiceFields = {
  contact_id: idSchema,
  /** Typed by hand; otherwise the next number of the business's sequence. Unique (409). */
  // One line of printable text: it reaches PDFs, mail subjects, exports and WhatsApp messages.
  number: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[^\p{C}]+$/u, 'invalid_characters')
    .optional(),
  /** Defaults to today in the business's time zone. */
  issue_date: dateSchema.optional(),
  /** Defaults to the issue date + the business's default due days. */
  due_date: dateSchema.optional(),
  prices_include_tax: z.boolean().default(false),
  lines: z.array(invoiceLineInputSchema).min(1, 'lines_required').max(MAX_INVOICE_LINES),
  discount: discountSchema.default(null),
  charge: nonNegativeAmountSchema.default(0),
  charge_label: optionalText(60),
  notes: optionalText(2000),
  terms: optionalText(2000),
  /** The customer's language: the portal, the PDF and the WhatsApp message use it. */
  language: z.enum(INVOICE_LANGUAGES).default('id'),
};

export const createInvoiceBodySchema = z
  .object(invoiceFields)
  .refine((body) => !body.issue_date || !body.due_date || body.due_date >= body.issue_date, {
    message: 'due_before_issue',
    path: ['due_date'],
  });
export type CreateInvoiceBody = z.input<typeof createInvoiceBodySchema>;

/** Lines, when given, replace all the lines. A void invoice cannot be updated (422). */
export const updateInvoiceBodySchema = z.object({
  version: versionSchema,
  contact_id: idSchema.optional(),
  number: invoiceFields.number,
  issue_date: dateSchema.optional(),
  due_date: dateSchema.optional(),
  prices_include_tax: z.boolean().optional(),
  lines: invoiceFields.lines.optional(),
  discount: discountSchema.optional(),
  charge: nonNegativeAmountSchema.optional(),
  // Left out, these keep their text; null or empty clears it.
  charge_label: keptText(60),
  notes: keptText(2000),
  terms: keptText(2000),
  language: z.enum(INVOICE_LANGUAGES).optional(),
});
export type UpdateInvoiceBody = z.input<typeof updateInvoiceBodySchema>;

export const invoiceLineSchema = z.object({
  id: idSchema,
  product_id: idSchema.nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit: z.string().nullable(),
  unit_price: z.number().int(),
  discount: discountSchema,
  tax_rate: z.number().int(),
  tax_base: taxBaseSchema,
  /** From calculateInvoice: amount, the line's own and allocated discounts, base and tax. */
  amount: z.number().int(),
  discount_amount: z.number().int(),
  invoice_discount: z.number().int(),
  base: z.number().int(),
  tax: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceTaxSchema = z.object({
  rate: z.number().int(),
  tax_base: z.object({ numerator: z.number().int(), denominator: z.number().int() }),
  base: z.number().int(),
  taxable: z.number().int(),
  tax: z.number().int(),
});

/** The figures every view of an invoice shows, from calculateInvoice and the payments. */
const invoiceTotalsFields = {
  currency: z.string(),
  subtotal: z.number().int(),
  line_discount: z.number().int(),
  invoice_discount: z.number().int(),
  base: z.number().int(),
  taxes: z.array(invoiceTaxSchema),
  tax: z.number().int(),
  charge: z.number().int(),
  charge_label: z.string().nullable(),
  rounding: z.number().int(),
  total: z.number().int(),
  paid: z.number().int(),
  /** total − paid. */
  amount_due: z.number().int(),
};

export const invoiceListItemSchema = z.object({
  id: idSchema,
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** Unpaid or partial after the due date, in the business's time zone; never when void. */
  overdue: z.boolean(),
  contact_id: idSchema,
  customer_name: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  amount_due: z.number().int(),
  version: z.number().int(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceSchema = z.object({
  id: idSchema,
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  overdue: z.boolean(),
  contact_id: idSchema,
  customer: customerSnapshotSchema,
  issue_date: z.string(),
  due_date: z.string(),
  prices_include_tax: z.boolean(),
  lines: z.array(invoiceLineSchema),
  discount: discountSchema,
  ...invoiceTotalsFields,
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  language: z.enum(INVOICE_LANGUAGES),
  /** "satu juta lima ratus ribu rupiah" in the invoice's language, when the setting is on. */
  amount_in_words: z.string().nullable(),
  /** Bea meterai Rp10.000 applies (IDR totals above Rp5.000.000, UU 10/2020 Pasal 3). */
  stamp_duty: z.boolean(),
  sent_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceFilterSchema = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  overdue: z.stringbool().optional(),
  contact_id: idSchema.optional(),
  /** Issue date range, inclusive. */
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  /** Number or customer name. */
  q: z.string().trim().max(100).optional(),
});
export type InvoiceFilter = z.infer<typeof invoiceFilterSchema>;

export const invoiceListQuerySchema = invoiceFilterSchema.extend({
  cursor: z.string().max(200).optional(),
  limit: limitSchema,
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceTotalsSchema = z.object({
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  amount_due: z.number().int(),
  count: z.number().int(),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

export const invoiceListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(invoiceListItemSchema),
  meta: z.object({
    next_cursor: z.string().nullable(),
    has_more: z.boolean(),
    /** Per currency, for the whole filter; on the first page only. */
    totals: z.array(invoiceTotalsSchema).nullable(),
  }),
});
export const invoiceResponseSchema = dataResponse(invoiceSchema);

export const sendInvoiceBodySchema = z.object({
  /** `email` mails the PDF to the customer's address (422 when it has none). */
  channel: z.enum(['none', 'email']).default('none'),
  /** Another address than the customer's, for this mail only. */
  email: z.email('invalid_email').max(254).optional(),
});

export const whatsappLinkSchema = z.object({ url: z.string(), message: z.string() });
export const whatsappLinkResponseSchema = dataResponse(whatsappLinkSchema);

/** One step of an invoice's timeline (created, edited, sent, viewed, paid, voided), oldest first. */
export const invoiceHistoryItemSchema = z.object({
  action: z.string(),
  created_at: z.string(),
  user_name: z.string().nullable(),
  /** What the step names: the payment's amount, the mail's address; words come from the web. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type InvoiceHistoryItem = z.infer<typeof invoiceHistoryItemSchema>;
export const invoiceHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(invoiceHistoryItemSchema),
});
