import {
  cashbookListQuerySchema,
  cashbookListResponseSchema,
  cashbookResponseSchema,
  createCashbookBodySchema,
  deletedResponseSchema,
  idParamsSchema,
  updateCashbookBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../lib/idempotency';
import { wholeList } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import type { CashbookService } from './cashbooks.service';

export function cashbookRoutes(app: FastifyInstance, deps: { cashbooks: CashbookService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cashbooks'];

  r.get('/api/v1/cashbooks/', {
    config: { access: { permission: 'cashbook.view' } },
    schema: {
      tags,
      querystring: cashbookListQuerySchema,
      response: { 200: cashbookListResponseSchema },
    },
    handler: async (request) => {
      const { books, totals } = await deps.cashbooks.list(
        actorOf(request),
        request.query.include_archived,
      );
      return wholeList(books, { totals });
    },
  });

  r.post('/api/v1/cashbooks/', {
    config: { access: { permission: 'cashbook.manage' } },
    schema: {
      tags,
      body: createCashbookBodySchema,
      response: { 201: cashbookResponseSchema },
    },
    handler: async (request, reply) => {
      const stored = await deps.cashbooks.create(
        actorOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return sendCreated(reply, stored);
    },
  });

  r.get('/api/v1/cashbooks/:id/', {
    config: { access: { permission: 'cashbook.view' } },
    schema: { tags, params: idParamsSchema, response: { 200: cashbookResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.cashbooks.get(actorOf(request), request.params.id),
    }),
  });

  r.put('/api/v1/cashbooks/:id/', {
    config: { access: { permission: 'cashbook.manage' } },
    schema: {
      tags,
      params: idParamsSchema,
      body: updateCashbookBodySchema,
      response: { 200: cashbookResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.cashbooks.update(actorOf(request), request.params.id, request.body),
    }),
  });

  r.delete('/api/v1/cashbooks/:id/', {
    config: { access: { permission: 'cashbook.manage' } },
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await deps.cashbooks.remove(actorOf(request), request.params.id);
      return { success: true as const, message: say(request, 'cashbookDeleted') };
    },
  });
}
