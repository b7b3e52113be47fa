/**
 * What Midtrans itself reports of an order: its status API (`GET {api}/v2/{order_id}/status`,
 * Basic auth with the server key and no password, as Midtrans documents it). A notification
 * signs only the order, its status code and amount, so its status is read here instead (security
 * review N1); the status code must be the one Midtrans gives with that status.
 */
import { AppError } from '@usaha/shared';
import { z } from 'zod';
import type { ProviderEventStatus } from './payment-provider';

/** Midtrans answers in well under a second; a notification it repeats may wait for a retry. */
const STATUS_TIMEOUT_MS = 10_000;

const statusAnswerSchema = z.object({
  order_id: z.string().min(1).max(100),
  status_code: z.string().min(1).max(10),
  gross_amount: z.string().regex(/^\d{1,15}(\.\d{1,2})?$/),
  transaction_status: z.string().min(1).max(40),
  fraud_status: z.string().max(40).optional(),
  currency: z.string().length(3).optional(),
});

export type MidtransStatus = z.infer<typeof statusAnswerSchema>;

export const unconfirmed = (why: string) =>
  new AppError('WEBHOOK_SIGNATURE', `The event could not be confirmed with Midtrans: ${why}`);

/** The order as Midtrans's API has it; 503 while Midtrans cannot be asked (it notifies again). */
export async function fetchMidtransStatus(
  settings: { apiUrl: string; serverKey: string },
  orderId: string,
): Promise<MidtransStatus> {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/v2/${encodeURIComponent(orderId)}/status`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(`${settings.serverKey}:`).toString('base64')}`,
      },
      signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
    });
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'Midtrans could not be asked about the order');
  }
  if (response.status >= 500) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Midtrans could not be asked about the order');
  }
  const body: unknown = await response.json().catch(() => null);
  const found = statusAnswerSchema.safeParse(body);
  // An order Midtrans does not know (404, in the status or the body) is not one to act on.
  if (!response.ok || !found.success) throw unconfirmed('no such order');
  if (found.data.order_id !== orderId) throw unconfirmed('another order');
  return found.data;
}

/** The status codes Midtrans gives with what a status means here (its "code statuses"). */
const CODES: Record<ProviderEventStatus, readonly string[]> = {
  paid: ['200'],
  pending: ['201'],
  failed: ['202'],
  canceled: ['200'],
  expired: ['407', '202'],
};

export function requireAgreeingCode(status: ProviderEventStatus, code: string): void {
  if (!CODES[status].includes(code)) {
    throw unconfirmed(`status code ${code} does not go with ${status}`);
  }
}
