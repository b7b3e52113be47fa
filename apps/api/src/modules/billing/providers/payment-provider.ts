/**
 * The one interface every payment provider sits behind (DESIGN.md §6): it starts a checkout for a
 * payment and reads its own signed events. A verified event says which payment (by reference),
 * what happened and for how much; billing's payments service does the rest, the same for all.
 */

import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderName } from '@usaha/shared';
import type { PaymentRow } from '../payments.repository';

export type ProviderEventStatus = 'paid' | 'pending' | 'failed' | 'canceled' | 'expired';

export type ProviderEvent = {
  /** The provider's own id of the event: a second delivery of it changes nothing. */
  eventId: string;
  /** Our payment's reference, as the checkout gave it to the provider. */
  reference: string;
  status: ProviderEventStatus;
  /** Minor units (sen), as the provider says it was paid. */
  amount: number;
  currency: string;
};

export type CheckoutStart = {
  /** Where the browser goes to pay. */
  url: string;
  /** The hash of a secret in `url` that only this checkout's link carries, when it has one. */
  tokenHash: string | null;
};

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** How long its checkout may stay unpaid before it expires. */
  readonly checkoutHours: number;
  start(payment: PaymentRow): Promise<CheckoutStart>;
  /**
   * The event in `rawBody`, its signature checked (and what it claims confirmed with the
   * provider where the signature does not cover it); throws 401 WEBHOOK_SIGNATURE when it fails.
   * Null for an event that says nothing about a payment (acknowledged, and left). Absent for a
   * provider that sends no events (a bank transfer: staff settle it).
   */
  verify?(rawBody: string, headers: IncomingHttpHeaders, now: Date): Promise<ProviderEvent | null>;
}
