/** `/api/v1/debts/{id}/payments/…`: what has been paid back, each payment a cash book entry. */
import {
  debtPaymentListResponseSchema,
  debtPaymentParamsSchema,
  debtPaymentResponseSchema,
  deletedResponseSchema,
  idParamsSchema,
  recordDebtPaymentBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../../lib/idempotency';
import { say } from '../../../lib/messages';
import { DEBT_ACCESS, entryLanguage } from '../debts.routes';
import type { DebtPaymentService } from './debt-payments.service';

const PAYMENTS = '/api/v1/debts/:id/payments/';

export function debtPaymentRoutes(app: FastifyInstance, deps: { payments: DebtPaymentService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['debts'];
  const { view, manage, removeCash } = DEBT_ACCESS;

  r.get(PAYMENTS, {
    config: view,
    schema: { tags, params: idParamsSchema, response: { 200: debtPaymentListResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.payments.list(actorOf(request), request.params.id),
    }),
  });

  r.post(PAYMENTS, {
    config: manage,
    schema: {
      tags,
      params: idParamsSchema,
      body: recordDebtPaymentBodySchema,
      response: { 201: debtPaymentResponseSchema },
    },
    handler: async (request, reply) => {
      const stored = await deps.payments.record(
        actorOf(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
        entryLanguage(request),
      );
      return sendCreated(reply, stored);
    },
  });

  // Removing a payment removes money from a cash book: a delete, as deleting an entry is.
  r.delete(`${PAYMENTS}:payment_id/`, {
    config: removeCash,
    schema: { tags, params: debtPaymentParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      const { id, payment_id } = request.params;
      await deps.payments.remove(actorOf(request), id, payment_id);
      return { success: true as const, message: say(request, 'paymentDeleted') };
    },
  });
}
