import { plansResponseSchema, subscriptionResponseSchema } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { SubscriptionService } from './subscriptions.service';

export function billingRoutes(app: FastifyInstance, deps: { subscriptions: SubscriptionService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  // Public: the landing page's pricing reads it too.
  r.get('/api/v1/billing/plans/', {
    config: { access: 'public' },
    schema: { tags, response: { 200: plansResponseSchema } },
    handler: async () => ({ success: true as const, data: await deps.subscriptions.plans() }),
  });

  r.get('/api/v1/billing/subscription/', {
    config: { access: { permission: 'billing.manage' } },
    schema: { tags, response: { 200: subscriptionResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.subscriptions.current(actorOf(request)),
    }),
  });
}
