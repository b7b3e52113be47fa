/** `/api/v1/contacts/{id}/position/` and `/api/v1/debts/summary/`: who owes whom, and how much. */
import {
  contactPositionResponseSchema,
  debtSummaryQuerySchema,
  debtSummaryResponseSchema,
  idParamsSchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { listAnswer } from '../../lib/list-answer';
import type { DebtPositionService } from './debt-positions.service';
import { DEBT_ACCESS } from './debts.routes';

export function debtPositionRoutes(app: FastifyInstance, deps: { positions: DebtPositionService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { view } = DEBT_ACCESS;

  r.get('/api/v1/contacts/:id/position/', {
    config: view,
    schema: {
      tags: ['contacts'],
      params: idParamsSchema,
      response: { 200: contactPositionResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.positions.position(actorOf(request), request.params.id),
    }),
  });

  r.get('/api/v1/debts/summary/', {
    config: view,
    schema: {
      tags: ['debts'],
      querystring: debtSummaryQuerySchema,
      response: { 200: debtSummaryResponseSchema },
    },
    handler: async (request) => {
      const { totals, ...page } = await deps.positions.summary(actorOf(request), request.query);
      return listAnswer(page, { totals });
    },
  });
}
