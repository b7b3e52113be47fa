/**
 * What every payment of a receivable or a payable says of itself, an invoice's or a debt's: the
 * amount, the date, the cash book it went through and the entry it made there. The documents'
 * payments add their own fields (an invoice's its method and revenue category).
 */
import { z } from 'zod';
import { idSchema } from './common.schemas';

export const paymentFields = {
  id: idSchema,
  amount: z.number().int(),
  date: z.string(),
  cashbook_id: idSchema,
  cashbook_name: z.string(),
  note: z.string().nullable(),
  /** The cash book entry the payment made. */
  entry_id: idSchema,
  created_at: z.string(),
};

export const documentPaymentSchema = z.object(paymentFields);
export type DocumentPayment = z.infer<typeof documentPaymentSchema>;

/** `/…/{id}/payments/{payment_id}/`: a document and one of its payments. */
export const paymentParamsSchema = z.object({ id: idSchema, payment_id: idSchema });
