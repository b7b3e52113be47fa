/** Wires billing: the plans, each business's subscription and its limits (issue 17). */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { billingRoutes } from './billing.routes';
import { createSubscriptionService } from './subscriptions.service';

export function registerBilling(app: FastifyInstance, deps: { database: Database; clock: Clock }) {
  const subscriptions = createSubscriptionService(deps);
  billingRoutes(app, { subscriptions });
  return { subscriptions };
}
