/** `/api/v1/debts/{id}/payments/…`: what has been paid back, each payment a cash book entry. */
import {
  debtPaymentListResponseSchema,
  debtPaymentResponseSchema,
  recordDebtPaymentBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { paymentRoutes } from '../../../lib/payment-routes';
import { DEBT_ACCESS, entryLanguage } from '../debts.routes';
import type { DebtPaymentService } from './debt-payments.service';

export function debtPaymentRoutes(
  app: FastifyInstance,
  deps: { payments: DebtPaymentService; discardFiles: (keys: string[]) => Promise<void> },
) {
  paymentRoutes(app, {
    discardFiles: deps.discardFiles,
    path: '/api/v1/debts/:id/payments/',
    tags: ['debts'],
    access: DEBT_ACCESS,
    schemas: {
      list: debtPaymentListResponseSchema,
      created: debtPaymentResponseSchema,
      body: recordDebtPaymentBodySchema,
    },
    payments: deps.payments,
    // The entry it makes is worded in the language of the member who records it.
    record: (request, debtId, body, key) =>
      deps.payments.record(actorOf(request), debtId, body, key, entryLanguage(request)),
  });
}
