import {
  checkoutBodySchema,
  checkoutResponseSchema,
  deletedResponseSchema,
  idParamsSchema,
  PAYMENT_PROOF_MAX_BYTES,
  PAYMENT_PROOF_TYPES,
  paymentResponseSchema,
  paymentsResponseSchema,
  plansResponseSchema,
  subscriptionResponseSchema,
} from '@usaha/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { requestLanguage } from '../../lib/language';
import { say } from '../../lib/messages';
import { sendProof } from '../../lib/send-proof';
import { uploadRoute } from '../../lib/upload-route';
import { sendPdf } from '../../pdf/send';
import {
  type PaymentProofs,
  PROOF_SIZE_MESSAGE,
  PROOF_TYPE_MESSAGE,
} from './payment-proofs.service';
import type { PaymentService } from './payments.service';
import type { SubscriptionService } from './subscriptions.service';

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

export function billingRoutes(
  app: FastifyInstance,
  deps: { subscriptions: SubscriptionService; payments: PaymentService; proofs: PaymentProofs },
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

  uploadRoute(app, {
    url: '/api/v1/billing/payments/:id/proof/',
    access: manage.access,
    tags,
    description:
      'A bank transfer’s proof: a PNG, JPEG, WebP or PDF of at most 2 MB, as multipart/form-data with the field `file` or as the body. Its type is read from its bytes; staff confirm the payment after reading it.',
    params: idParamsSchema,
    response: paymentResponseSchema,
    maxBytes: PAYMENT_PROOF_MAX_BYTES,
    types: PAYMENT_PROOF_TYPES,
    sizeMessage: PROOF_SIZE_MESSAGE,
    typeMessage: PROOF_TYPE_MESSAGE,
    missing: { message: 'Choose the transfer’s proof to upload', code: 'file_required' },
    handler: async (request, file) => ({
      success: true as const,
      data: await deps.proofs.attach(actorOf(request), idOf(request), file),
      message: say(request, 'paymentProofSent'),
    }),
  });

  r.get('/api/v1/billing/payments/:id/proof/', {
    config: manage,
    compress: false,
    schema: { tags, description: 'The transfer’s proof as it was sent.', params: idParamsSchema },
    handler: async (request, reply) =>
      sendProof(reply, await deps.proofs.read(actorOf(request).businessId, request.params.id)),
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
