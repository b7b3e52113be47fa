/**
 * The sandbox provider (the default outside production): a checkout page of our own with "pay"
 * and "cancel", whose answer arrives as a signed event on the same webhook route a real provider
 * calls. Its events are signed like Stripe's: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`,
 * with a key derived from the server's secret, and refused past 300 s.
 */

import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { AppError, CHECKOUT_TTL_HOURS } from '@usaha/shared';
import { z } from 'zod';
import { hashToken, keyedToken, randomToken, safeEqual } from '../../../lib/secrets';
import type { PaymentRow } from '../payments.repository';
import type { PaymentProvider, ProviderEvent } from './payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const TOLERANCE_SECONDS = 300;

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
  status: z.enum(['paid', 'pending', 'failed', 'canceled', 'expired']),
  amount: z.number().int().min(0),
  currency: z.string().min(3).max(3),
});

const badSignature = () => new AppError('WEBHOOK_SIGNATURE', "The event's signature is not valid");

export function createSandboxProvider(secret: string) {
  const key = keyedToken(secret, 'sandbox-webhook', 'v1');
  const sign = (body: string, seconds: number) =>
    `t=${seconds},v1=${createHmac('sha256', key).update(`${seconds}.${body}`).digest('hex')}`;

  const provider: PaymentProvider = {
    name: 'sandbox',
    checkoutHours: CHECKOUT_TTL_HOURS,

    async start(payment: PaymentRow) {
      const token = randomToken();
      return {
        url: `/api/v1/billing/sandbox/${payment.id}/?token=${token}`,
        tokenHash: hashToken(token),
      };
    },

    async verify(rawBody: string, headers: IncomingHttpHeaders, now: Date): Promise<ProviderEvent> {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(
        typeof header === 'string' ? header : '',
      );
      if (!match?.[1] || !match[2]) throw badSignature();
      const seconds = Number(match[1]);
      if (Math.abs(now.getTime() / 1000 - seconds) > TOLERANCE_SECONDS) throw badSignature();
      if (!safeEqual(sign(rawBody, seconds), `t=${seconds},v1=${match[2]}`)) throw badSignature();
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new AppError('VALIDATION_FAILED', 'The event is not JSON');
      }
      const event = eventSchema.safeParse(parsed);
      if (!event.success)
        throw new AppError('VALIDATION_FAILED', 'The event is not a sandbox event');
      const { id, ...rest } = event.data;
      return { eventId: id, ...rest };
    },
  };

  return {
    provider,
    /** A signed event, as the sandbox checkout page sends it (and tests do). */
    signedEvent(event: z.infer<typeof eventSchema>, now: Date) {
      const body = JSON.stringify(event);
      return { body, signature: sign(body, Math.floor(now.getTime() / 1000)) };
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
