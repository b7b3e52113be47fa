/**
 * Bank transfer to the platform's account (issue 17): no one calls us back. The checkout sends
 * the business to the payment's status page, which shows the account, the amount and the
 * payment's reference to quote, and takes the proof; staff confirm or reject it in the admin
 * area. A transfer takes longer than a card, so its checkout waits three days.
 */
import type { PaymentProvider } from './payment-provider';

export const MANUAL_CHECKOUT_HOURS = 72;

export function createManualProvider(): PaymentProvider {
  return {
    name: 'manual',
    checkoutHours: MANUAL_CHECKOUT_HOURS,
    async start(payment) {
      return { url: `/payment/status/${payment.id}`, tokenHash: null };
    },
  };
}
