import {
  bulkCategoriseBodySchema,
  bulkDeleteBodySchema,
  bulkResponseSchema,
  createEntryBodySchema,
  deletedResponseSchema,
  entryDetailResponseSchema,
  entryHistoryResponseSchema,
  entryListQuerySchema,
  entryListResponseSchema,
  entryResponseSchema,
  idParamsSchema,
  updateEntryBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../lib/idempotency';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import type { EntryService } from './entries.service';

export type EntryRouteDeps = {
  entries: EntryService;
  /** Removes stored files once the entries that held them are gone. */
  discardFiles: (keys: string[]) => Promise<void>;
};

export function entryRoutes(app: FastifyInstance, deps: EntryRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['entries'];

  r.get('/api/v1/entries/', {
    config: { access: { permission: 'transaction.view' } },
    schema: {
      tags,
      querystring: entryListQuerySchema,
      response: { 200: entryListResponseSchema },
    },
    handler: async (request) => {
      const page = await deps.entries.list(actorOf(request), request.query);
      return listAnswer(page, { totals: page.totals });
    },
  });

  r.post('/api/v1/entries/', {
    config: { access: { permission: 'transaction.create' } },
    schema: { tags, body: createEntryBodySchema, response: { 201: entryResponseSchema } },
    handler: async (request, reply) => {
      const stored = await deps.entries.create(
        actorOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return sendCreated(reply, stored);
    },
  });

  r.get('/api/v1/entries/:id/', {
    config: { access: { permission: 'transaction.view' } },
    schema: {
      tags,
      params: idParamsSchema,
      response: { 200: entryDetailResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.entries.get(actorOf(request), request.params.id),
    }),
  });

  r.get('/api/v1/entries/:id/history/', {
    config: { access: { permission: 'transaction.view' } },
    schema: {
      tags,
      params: idParamsSchema,
      response: { 200: entryHistoryResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.entries.history(actorOf(request), request.params.id),
    }),
  });

  r.put('/api/v1/entries/:id/', {
    config: { access: { permission: 'transaction.update' } },
    schema: {
      tags,
      params: idParamsSchema,
      body: updateEntryBodySchema,
      response: { 200: entryResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.entries.update(actorOf(request), request.params.id, request.body),
    }),
  });

  r.delete('/api/v1/entries/:id/', {
    config: { access: { permission: 'transaction.delete' } },
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      const { storageKeys } = await deps.entries.remove(actorOf(request), [request.params.id]);
      await deps.discardFiles(storageKeys);
      return { success: true as const, message: say(request, 'entryDeleted') };
    },
  });

  r.post('/api/v1/entries/bulk/categorise/', {
    config: { access: { permission: 'transaction.update' } },
    schema: {
      tags,
      body: bulkCategoriseBodySchema,
      response: { 200: bulkResponseSchema },
    },
    handler: async (request) => {
      const count = await deps.entries.categorise(
        actorOf(request),
        request.body.ids,
        request.body.category_id,
      );
      return {
        success: true as const,
        message: say(request, 'entriesUpdated', { count }),
        data: { count },
      };
    },
  });

  r.post('/api/v1/entries/bulk/delete/', {
    config: { access: { permission: 'transaction.delete' } },
    schema: { tags, body: bulkDeleteBodySchema, response: { 200: bulkResponseSchema } },
    handler: async (request) => {
      const { count, storageKeys } = await deps.entries.remove(actorOf(request), request.body.ids);
      await deps.discardFiles(storageKeys);
      return {
        success: true as const,
        message: say(request, 'entriesDeleted', { count }),
        data: { count },
      };
    },
  });
}
