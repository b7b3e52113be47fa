/** Wires billing: the plans, each business's subscription and its limits, payments (issue 17). */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MembersNotifier } from '../notifications/notifier.types';
import type { Job } from '../scheduler/scheduler.types';
import { billingRoutes } from './billing.routes';
import { createRenewals } from './billing-renewals';
import { paymentWebhookRoutes } from './payment-webhooks.routes';
import { createPaymentService } from './payments.service';
import type { PaymentProvider } from './providers/payment-provider';
import { createSandboxProvider } from './providers/sandbox-provider';
import { createSubscriptionService } from './subscriptions.service';

export function registerBilling(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    config: Pick<Config, 'billingProvider' | 'jwtSecret' | 'supportEmail'>;
    notifier: MembersNotifier;
  },
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
    supportEmail: deps.config.supportEmail ?? null,
  });
  billingRoutes(app, { subscriptions, payments });
  paymentWebhookRoutes(app, { ...deps, payments, sandbox });
  const renewals = createRenewals(deps);
  const billingRenewals: Job = {
    name: 'billing-renewals',
    run: ({ database, now }) => renewals.run(database.db, now),
  };
  return { subscriptions, payments, jobs: [billingRenewals] };
}
