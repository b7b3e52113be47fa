/** Wires billing: the plans, each business's subscription and its limits, payments (issue 17). */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { FileStorage, StorageLog } from '../../storage/file-storage';
import type { MembersNotifier } from '../notifications/notifier.types';
import type { Job } from '../scheduler/scheduler.types';
import { billingRoutes } from './billing.routes';
import type { BillingCounts } from './billing.types';
import { createRenewals } from './billing-renewals';
import { createPaymentProofs } from './payment-proofs.service';
import { paymentWebhookRoutes } from './payment-webhooks.routes';
import { createPaymentService } from './payments.service';
import { createPlanPrices } from './plan-prices.service';
import { createManualProvider } from './providers/manual-provider';
import { createMidtransProvider } from './providers/midtrans-provider';
import type { PaymentProvider } from './providers/payment-provider';
import { createSandboxProvider } from './providers/sandbox-provider';
import { createStripeProvider } from './providers/stripe-provider';
import { staffBillingRoutes } from './staff-billing.routes';
import { createStaffBilling } from './staff-billing.service';
import { createSubscriptionService } from './subscriptions.service';

export function registerBilling(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    config: Pick<
      Config,
      | 'billingProvider'
      | 'jwtSecret'
      | 'supportEmail'
      | 'manualTransfer'
      | 'stripe'
      | 'midtrans'
      | 'publicUrl'
    >;
    notifier: MembersNotifier;
    storage: FileStorage;
    log: StorageLog;
    counts: BillingCounts;
  },
) {
  const { config } = deps;
  const sandbox =
    config.billingProvider === 'sandbox' ? createSandboxProvider(config.jwtSecret) : null;
  // The online provider first: a checkout that names none uses it.
  const providers: PaymentProvider[] = [];
  if (sandbox) providers.push(sandbox.provider);
  if (config.stripe) {
    providers.push(createStripeProvider({ ...config.stripe, appUrl: config.publicUrl }));
  }
  if (config.midtrans) {
    providers.push(createMidtransProvider({ ...config.midtrans, appUrl: config.publicUrl }));
  }
  if (config.manualTransfer) providers.push(createManualProvider());
  const transfer = config.manualTransfer && {
    bank: config.manualTransfer.bank,
    account_number: config.manualTransfer.accountNumber,
    account_name: config.manualTransfer.accountName,
  };
  const subscriptions = createSubscriptionService({
    ...deps,
    paymentProviders: providers.map((provider) => provider.name),
  });
  const payments = createPaymentService({
    database: deps.database,
    clock: deps.clock,
    providers,
    transfer,
    supportEmail: config.supportEmail ?? null,
  });
  const proofs = createPaymentProofs({ ...deps, transfer });
  billingRoutes(app, { subscriptions, payments, proofs });
  staffBillingRoutes(app, {
    staff: createStaffBilling({ ...deps, transfer }),
    plans: createPlanPrices(deps),
    proofs,
  });
  paymentWebhookRoutes(app, { ...deps, payments, sandbox });
  const renewals = createRenewals(deps);
  const billingRenewals: Job = {
    name: 'billing-renewals',
    run: ({ database, now }) => renewals.run(database.db, now),
  };
  return { subscriptions, payments, jobs: [billingRenewals] };
}
