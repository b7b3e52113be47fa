import {
  createTransferBodySchema,
  deletedResponseSchema,
  idParamsSchema,
  transferListQuerySchema,
  transferListResponseSchema,
  transferResponseSchema,
  updateTransferBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../lib/idempotency';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import type { TransferService } from './transfers.service';

export function transferRoutes(
  app: FastifyInstance,
  deps: { transfers: TransferService; discardFiles: (keys: string[]) => Promise<void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['transfers'];

  r.get('/api/v1/transfers/', {
    config: { access: { permission: 'cashbook.view' } },
    schema: {
      tags,
      querystring: transferListQuerySchema,
      response: { 200: transferListResponseSchema },
    },
    handler: async (request) => {
      const page = await deps.transfers.list(actorOf(request), request.query);
      return listAnswer(page);
    },
  });

  r.post('/api/v1/transfers/', {
    config: { access: { permission: 'transaction.create' } },
    schema: {
      tags,
      body: createTransferBodySchema,
      response: { 201: transferResponseSchema },
    },
    handler: async (request, reply) => {
      const stored = await deps.transfers.create(
        actorOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return sendCreated(reply, stored);
    },
  });

  r.get('/api/v1/transfers/:id/', {
    config: { access: { permission: 'cashbook.view' } },
    schema: { tags, params: idParamsSchema, response: { 200: transferResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.transfers.get(actorOf(request), request.params.id),
    }),
  });

  r.put('/api/v1/transfers/:id/', {
    config: { access: { permission: 'transaction.update' } },
    schema: {
      tags,
      params: idParamsSchema,
      body: updateTransferBodySchema,
      response: { 200: transferResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.transfers.update(actorOf(request), request.params.id, request.body),
    }),
  });

  r.delete('/api/v1/transfers/:id/', {
    config: { access: { permission: 'transaction.delete' } },
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      const { storageKeys } = await deps.transfers.remove(actorOf(request), request.params.id);
      await deps.discardFiles(storageKeys);
      return { success: true as const, message: say(request, 'transferDeleted') };
    },
  });
}
