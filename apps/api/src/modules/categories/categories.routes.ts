import {
  categoryDeletedResponseSchema,
  categoryListQuerySchema,
  categoryListResponseSchema,
  categoryResponseSchema,
  createCategoryBodySchema,
  idParamsSchema,
  updateCategoryBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../lib/idempotency';
import { wholeList } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import type { CategoryService } from './categories.service';

export function categoryRoutes(app: FastifyInstance, deps: { categories: CategoryService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['categories'];

  r.get('/api/v1/categories/', {
    config: { access: { permission: 'transaction.view' } },
    schema: {
      tags,
      querystring: categoryListQuerySchema,
      response: { 200: categoryListResponseSchema },
    },
    handler: async (request) => {
      const data = await deps.categories.list(actorOf(request), request.query);
      return wholeList(data);
    },
  });

  r.post('/api/v1/categories/', {
    config: { access: { permission: 'category.manage' } },
    schema: {
      tags,
      body: createCategoryBodySchema,
      response: { 201: categoryResponseSchema },
    },
    handler: async (request, reply) => {
      const stored = await deps.categories.create(
        actorOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return sendCreated(reply, stored);
    },
  });

  r.put('/api/v1/categories/:id/', {
    config: { access: { permission: 'category.manage' } },
    schema: {
      tags,
      params: idParamsSchema,
      body: updateCategoryBodySchema,
      response: { 200: categoryResponseSchema },
    },
    handler: async (request) => {
      const data = await deps.categories.update(actorOf(request), request.params.id, request.body);
      return { success: true as const, data };
    },
  });

  r.delete('/api/v1/categories/:id/', {
    config: { access: { permission: 'category.manage' } },
    schema: {
      tags,
      params: idParamsSchema,
      response: { 200: categoryDeletedResponseSchema },
    },
    handler: async (request) => {
      const { archived } = await deps.categories.remove(actorOf(request), request.params.id);
      return {
        success: true as const,
        archived,
        message: archived ? say(request, 'categoryArchived') : say(request, 'categoryDeleted'),
      };
    },
  });
}
