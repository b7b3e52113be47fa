/**
 * The admin area's billing routes (issue 17): every subscription with its filters, one with its
 * payments, staff's actions on them, a transfer's proof, and the plans' prices and limits. All
 * `access: 'admin'`: to anyone but platform staff they answer 404.
 */
import {
  adminSubscriptionDetailResponseSchema,
  adminSubscriptionResponseSchema,
  adminSubscriptionsQuerySchema,
  adminSubscriptionsResponseSchema,
  changePlanBodySchema,
  dataResponse,
  extendSubscriptionBodySchema,
  idParamsSchema,
  PLAN_CODES,
  paymentResponseSchema,
  planSchema,
  staffActionBodySchema,
  updatePlanBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import { staffActorOf } from '../../lib/platform-audit';
import { sendProof } from '../../lib/send-proof';
import type { PaymentProofs } from './payment-proofs.service';
import type { PlanPrices } from './plan-prices.service';
import type { StaffBilling } from './staff-billing.service';

const SUBSCRIPTIONS = '/api/v1/admin/subscriptions/';
const PAYMENTS = '/api/v1/admin/payments/';

export function staffBillingRoutes(
  app: FastifyInstance,
  deps: { staff: StaffBilling; plans: PlanPrices; proofs: PaymentProofs },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { access: 'admin' as const };
  const subscription = { 200: adminSubscriptionResponseSchema };
  const payment = { 200: paymentResponseSchema };

  r.get(SUBSCRIPTIONS, {
    config,
    schema: {
      tags,
      description:
        'Every business’s subscription, newest business first: the plan and status in effect now, filtered by plan, status, ending within 7 days, or part of the business’s name or owner’s email.',
      querystring: adminSubscriptionsQuerySchema,
      response: { 200: adminSubscriptionsResponseSchema },
    },
    handler: async (request) => {
      const page = await deps.staff.list(request.query);
      return listAnswer(page);
    },
  });

  r.get(`${SUBSCRIPTIONS}:id/`, {
    config,
    schema: {
      tags,
      description: 'One business’s subscription (`id`: the business) with its payments.',
      params: idParamsSchema,
      response: { 200: adminSubscriptionDetailResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.staff.detail(staffActorOf(request), request.params.id),
    }),
  });

  r.post(`${SUBSCRIPTIONS}:id/extend/`, {
    config,
    schema: {
      tags,
      params: idParamsSchema,
      body: extendSubscriptionBodySchema,
      response: subscription,
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.staff.extend(staffActorOf(request), request.params.id, request.body),
      message: say(request, 'subscriptionExtended'),
    }),
  });

  r.post(`${SUBSCRIPTIONS}:id/plan/`, {
    config,
    schema: { tags, params: idParamsSchema, body: changePlanBodySchema, response: subscription },
    handler: async (request) => ({
      success: true as const,
      data: await deps.staff.changePlan(staffActorOf(request), request.params.id, request.body),
      message: say(request, 'subscriptionPlanChanged'),
    }),
  });

  r.post(`${SUBSCRIPTIONS}:id/cancel/`, {
    config,
    schema: { tags, params: idParamsSchema, body: staffActionBodySchema, response: subscription },
    handler: async (request) => ({
      success: true as const,
      data: await deps.staff.cancel(staffActorOf(request), request.params.id, request.body.reason),
      message: say(request, 'subscriptionEnded'),
    }),
  });

  r.post(`${PAYMENTS}:id/confirm/`, {
    config,
    schema: {
      tags,
      description: 'A bank transfer received: the payment is paid and its plan runs, once.',
      params: idParamsSchema,
      body: staffActionBodySchema,
      response: payment,
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.staff.confirmPayment(
        staffActorOf(request),
        request.params.id,
        request.body.reason,
      ),
      message: say(request, 'paymentConfirmed'),
    }),
  });

  r.post(`${PAYMENTS}:id/reject/`, {
    config,
    schema: { tags, params: idParamsSchema, body: staffActionBodySchema, response: payment },
    handler: async (request) => ({
      success: true as const,
      data: await deps.staff.rejectPayment(
        staffActorOf(request),
        request.params.id,
        request.body.reason,
      ),
      message: say(request, 'paymentRejected'),
    }),
  });

  r.get(`${PAYMENTS}:id/proof/`, {
    config,
    compress: false,
    schema: { tags, description: 'A bank transfer’s proof, for staff.', params: idParamsSchema },
    handler: async (request, reply) =>
      sendProof(reply, await deps.proofs.read(null, request.params.id)),
  });

  r.put('/api/v1/admin/plans/:code/', {
    config,
    schema: {
      tags,
      description:
        'A plan’s prices and limits. Running subscriptions keep the price they were bought at until they renew.',
      params: z.object({ code: z.enum(PLAN_CODES) }),
      body: updatePlanBodySchema,
      response: { 200: dataResponse(planSchema) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.plans.updatePlan(staffActorOf(request), request.params.code, request.body),
      message: say(request, 'planUpdated'),
    }),
  });
}
