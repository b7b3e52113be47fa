import {
  checkoutBodySchema,
  checkoutResponseSchema,
  deletedResponseSchema,
  idParamsSchema,
  paymentResponseSchema,
  paymentsResponseSchema,
  plansResponseSchema,
  subscriptionResponseSchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { requestLanguage } from '../../lib/language';
import { say } from '../../lib/messages';
import { sendPdf } from '../../pdf/send';
import type { PaymentService } from './payments.service';
import type { SubscriptionService } from './subscriptions.service';

export function billingRoutes(
  app: FastifyInstance,
  deps: { subscriptions: SubscriptionService; payments: PaymentService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const manage = { access: { permission: 'billing.manage' as const } };

  // Public: the landing page's pricing reads it too.
  r.get('/api/v1/billing/plans/', {
    config: { access: 'public' },
    schema: { tags, response: { 200: plansResponseSchema } },
    handler: async () => ({ success: true as const, data: await deps.subscriptions.plans() }),
  });

  r.get('/api/v1/billing/subscription/', {
    config: manage,
    schema: { tags, response: { 200: subscriptionResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.subscriptions.current(actorOf(request)),
    }),
  });

  r.post('/api/v1/billing/checkout/', {
    config: manage,
    schema: {
      tags,
      description:
        'A payment for the plan at its price now, and the URL of the provider’s next step. `gratis` pays nothing: a paid plan runs to its end and is not renewed.',
      body: checkoutBodySchema,
      response: { 201: checkoutResponseSchema },
    },
    handler: async (request, reply) => {
      const data = await deps.payments.checkout(actorOf(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  });

  r.post('/api/v1/billing/subscription/cancel/', {
    config: manage,
    schema: { tags, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await deps.payments.cancel(actorOf(request));
      return { success: true as const, message: say(request, 'subscriptionCanceled') };
    },
  });

  r.post('/api/v1/billing/subscription/resume/', {
    config: manage,
    schema: { tags, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await deps.payments.resume(actorOf(request));
      return { success: true as const, message: say(request, 'subscriptionResumed') };
    },
  });

  r.get('/api/v1/billing/payments/', {
    config: manage,
    schema: { tags, response: { 200: paymentsResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.payments.list(actorOf(request)),
    }),
  });

  r.get('/api/v1/billing/payments/:id/receipt/', {
    config: manage,
    schema: {
      tags,
      description:
        'A paid payment’s receipt (PDF) in the caller’s language, with the business’s NPWP.',
      params: idParamsSchema,
    },
    handler: async (request, reply) => {
      const { pdf, filename } = await deps.payments.receipt(
        actorOf(request),
        request.params.id,
        requestLanguage(request),
      );
      return sendPdf(reply, pdf, filename);
    },
  });

  r.get('/api/v1/billing/payments/:id/', {
    config: manage,
    schema: { tags, params: idParamsSchema, response: { 200: paymentResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.payments.get(actorOf(request), request.params.id),
    }),
  });
}
