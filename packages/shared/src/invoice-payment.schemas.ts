/**
 * Contracts of an invoice's payments, its share link and the public portal's answer (issue 14).
 */
import { z } from 'zod';
import type { CashbookKind } from './cashbook.schemas';
import { amountSchema, dataResponse, dateSchema, idSchema, optionalText } from './common.schemas';
import { paymentFields } from './document-payment.schemas';
import {
  invoiceLineSchema,
  invoiceSchema,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './invoice.schemas';

/** Its entry's source is `invoice_payment`. */
export const invoicePaymentSchema = z.object({
  ...paymentFields,
  invoice_id: idSchema,
  method: z.enum(PAYMENT_METHODS),
  /** The category of its entry: where its revenue (the payment less its tax) is booked. */
  category_id: idSchema.nullable(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** How money that lands in a book of this kind was most likely paid: a till takes cash. */
const METHOD_OF_BOOK: Record<CashbookKind, PaymentMethod> = {
  cash: 'cash',
  bank: 'transfer',
  ewallet: 'ewallet',
  other: 'other',
};

export function paymentMethodForBook(kind: CashbookKind): PaymentMethod {
  return METHOD_OF_BOOK[kind];
}

/**
 * More than the amount due is 422 OVERPAYMENT; the book's currency must be the invoice's. Left
 * out, `method` follows the book's kind (paymentMethodForBook).
 */
export const recordInvoicePaymentBodySchema = z.object({
  amount: amountSchema,
  date: dateSchema.optional(),
  cashbook_id: idSchema,
  method: z.enum(PAYMENT_METHODS).optional(),
  /**
   * The income category its sales are booked to: left out, the seeded sales category
   * ("Penjualan") while the business has it; null books it without one.
   */
  category_id: idSchema.nullable().optional(),
  note: optionalText(500),
});
export type RecordInvoicePaymentBody = z.input<typeof recordInvoicePaymentBodySchema>;

export const invoicePaymentResponseSchema = dataResponse(invoicePaymentSchema);
export const invoicePaymentListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(invoicePaymentSchema),
});

/** The public link of an invoice: `url` is the portal page `/portal?token=…`. */
export const invoiceShareSchema = z.object({
  token: z.string(),
  url: z.string(),
  created_at: z.string(),
});
export type InvoiceShare = z.infer<typeof invoiceShareSchema>;
export const invoiceShareResponseSchema = dataResponse(invoiceShareSchema);

export const invoiceIdParamsSchema = z.object({ id: idSchema });
/** Share tokens are 43 characters of base64url (256 bits). */
export const portalTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

/** The invoice as its customer sees it in the portal: nothing of the business's books. */
export const portalInvoiceSchema = z.object({
  business: z.object({
    name: z.string(),
    logo_url: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    npwp: z.string().nullable(),
  }),
  bank_accounts: z.array(
    z.object({ bank_name: z.string(), account_number: z.string(), account_name: z.string() }),
  ),
  qris_url: z.string().nullable(),
  invoice: invoiceSchema
    .omit({ contact_id: true, version: true, created_at: true, updated_at: true })
    .extend({
      lines: z.array(invoiceLineSchema.omit({ product_id: true })),
      payments: z.array(invoicePaymentSchema.pick({ amount: true, date: true, method: true })),
    }),
});
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;
export const portalInvoiceResponseSchema = dataResponse(portalInvoiceSchema);
