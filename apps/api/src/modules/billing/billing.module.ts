/** Wires billing: the plans, each business's subscription and its limits, payments (issue 17). */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { billingRoutes } from './billing.routes';
import { paymentWebhookRoutes } from './payment-webhooks.routes';
import { createPaymentService } from './payments.service';
import type { PaymentProvider } from './providers/payment-provider';
import { createSandboxProvider } from './providers/sandbox-provider';
import { createSubscriptionService } from './subscriptions.service';

export function registerBilling(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; config: Pick<Config, 'billingProvider' | 'jwtSecret'> },
) {
  const subscriptions = createSubscriptionService(deps);
  const sandbox =
    deps.config.billingProvider === 'sandbox' ? createSandboxProvider(deps.config.jwtSecret) : null;
  const providers = new Map<string, PaymentProvider>();
  if (sandbox) providers.set('sandbox', sandbox.provider);
  const payments = createPaymentService({
    database: deps.database,
    clock: deps.clock,
    providers,
    checkoutProvider: sandbox?.provider ?? null,
  });
  billingRoutes(app, { subscriptions, payments });
  paymentWebhookRoutes(app, { ...deps, payments, sandbox });
  return { subscriptions, payments };
}
