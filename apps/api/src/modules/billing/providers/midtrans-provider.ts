/**
 * Midtrans Snap (QRIS, virtual accounts, e-wallets: what Indonesian customers pay with), through
 * Midtrans's own Node library. A checkout is a Snap transaction whose order id is the payment's
 * reference, for the amount in whole rupiah; a notification is verified by its `signature_key`,
 * SHA-512 of order id, status code, gross amount and the server key, as Midtrans documents it.
 * That signature leaves the status unsigned, so what is done follows the order's status read
 * from Midtrans's API (midtrans-status.ts), counted once per order and status.
 */
import { createHash } from 'node:crypto';
import { AppError } from '@usaha/shared';
import midtransClient from 'midtrans-client';
import { z } from 'zod';
import { safeEqual } from '../../../lib/secrets';
import type { PaymentRow } from '../payments.repository';
import { fetchMidtransStatus, requireAgreeingCode } from './midtrans-status';
import type { PaymentProvider, ProviderEvent, ProviderEventStatus } from './payment-provider';

export type MidtransSettings = {
  serverKey: string;
  clientKey: string;
  production: boolean;
  /** Where the browser comes back to: the app's own address. */
  appUrl: string;
  /** Another Snap API address (a test server); unset: Midtrans's own for the mode. */
  snapApiUrl?: string | undefined;
  /** Midtrans's API for the mode (config.ts), where an order's status is read. */
  apiUrl: string;
};

const CHECKOUT_HOURS = 24;

/** What a notification signs; the rest of it (its status, transaction id, currency) is not. */
const notificationSchema = z.object({
  order_id: z.string().min(1).max(100),
  status_code: z.string().min(1).max(10),
  gross_amount: z.string().regex(/^\d{1,15}(\.\d{1,2})?$/),
  signature_key: z.string().min(1).max(200),
});

const badSignature = () => new AppError('WEBHOOK_SIGNATURE', "The event's signature is not valid");

/** Midtrans's notification signature: SHA-512 of order id, status code, gross amount, key. */
export function midtransSignature(
  notification: { order_id: string; status_code: string; gross_amount: string },
  serverKey: string,
): string {
  return createHash('sha512')
    .update(
      `${notification.order_id}${notification.status_code}${notification.gross_amount}${serverKey}`,
    )
    .digest('hex');
}

/** What a transaction status means for the payment; null for one that means nothing here. */
function statusOf(transaction: string, fraud: string | undefined): ProviderEventStatus | null {
  switch (transaction) {
    case 'capture':
      if (fraud === 'accept' || fraud === undefined) return 'paid';
      return fraud === 'challenge' ? 'pending' : 'failed';
    case 'settlement':
      return 'paid';
    case 'pending':
      return 'pending';
    case 'deny':
    case 'failure':
      return 'failed';
    case 'cancel':
      return 'canceled';
    case 'expire':
      return 'expired';
    default:
      // refund, chargeback…: staff's business, not the checkout's.
      return null;
  }
}

/** "49000.00" rupiah as sen, without floating point. */
function sen(grossAmount: string): number {
  const [whole = '0', fraction = ''] = grossAmount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function createMidtransProvider(settings: MidtransSettings): PaymentProvider {
  const snap = new midtransClient.Snap({
    isProduction: settings.production,
    serverKey: settings.serverKey,
    clientKey: settings.clientKey,
  });
  const { snapApiUrl } = settings;
  if (snapApiUrl) {
    // The library's one address for Snap; a test server stands in for Midtrans's.
    (
      snap as unknown as { apiConfig: { getSnapApiBaseUrl: () => string } }
    ).apiConfig.getSnapApiBaseUrl = () => snapApiUrl;
  }
  return {
    name: 'midtrans',
    checkoutHours: CHECKOUT_HOURS,

    async start(payment: PaymentRow) {
      if (payment.amount % 100 !== 0) {
        throw new AppError('PAYMENT_METHOD_UNAVAILABLE', 'Midtrans takes whole rupiah only');
      }
      const answer = await snap.createTransaction({
        transaction_details: { order_id: payment.reference, gross_amount: payment.amount / 100 },
        callbacks: { finish: `${settings.appUrl}/payment/status/${payment.id}` },
        expiry: { unit: 'hours', duration: CHECKOUT_HOURS },
      } as Parameters<typeof snap.createTransaction>[0]);
      return { url: answer.redirect_url, tokenHash: null };
    },

    async verify(rawBody: string): Promise<ProviderEvent | null> {
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw badSignature();
      }
      const found = notificationSchema.safeParse(parsed);
      if (!found.success) throw badSignature();
      const notification = found.data;
      const expected = midtransSignature(notification, settings.serverKey);
      if (!safeEqual(expected, notification.signature_key.toLowerCase())) throw badSignature();
      // Signed, so it is Midtrans telling us to look; what happened is what Midtrans reports.
      const reported = await fetchMidtransStatus(settings, notification.order_id);
      const status = statusOf(reported.transaction_status, reported.fraud_status);
      if (!status) return null;
      requireAgreeingCode(status, reported.status_code);
      return {
        // Midtrans repeats a notification until it is answered, and any copy of one may be
        // sent again: one event per order and the status Midtrans reported.
        eventId: `${reported.order_id}:${status}`,
        reference: reported.order_id,
        status,
        amount: sen(reported.gross_amount),
        currency: reported.currency ?? 'IDR',
      };
    },
  };
}
