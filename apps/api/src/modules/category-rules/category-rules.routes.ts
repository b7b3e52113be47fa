import {
  categoryRuleDeletedResponseSchema,
  categoryRuleListResponseSchema,
  categoryRuleResponseSchema,
  createCategoryRuleBodySchema,
  idParamsSchema,
  updateCategoryRuleBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../lib/idempotency';
import { wholeList } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import type { CategoryRuleService } from './category-rules.service';

/** Read by whoever reads the categories; changed by whoever manages them. */
export function categoryRuleRoutes(app: FastifyInstance, deps: { rules: CategoryRuleService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['categories'];
  const view = { access: { permission: 'transaction.view' as const } };
  const manage = { access: { permission: 'category.manage' as const } };

  r.get('/api/v1/category-rules/', {
    config: view,
    schema: { tags, response: { 200: categoryRuleListResponseSchema } },
    handler: async (request) => wholeList(await deps.rules.list(actorOf(request))),
  });

  r.post('/api/v1/category-rules/', {
    config: manage,
    schema: {
      tags,
      body: createCategoryRuleBodySchema,
      response: { 201: categoryRuleResponseSchema },
    },
    handler: async (request, reply) => {
      const stored = await deps.rules.create(
        actorOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return sendCreated(reply, stored);
    },
  });

  r.put('/api/v1/category-rules/:id/', {
    config: manage,
    schema: {
      tags,
      params: idParamsSchema,
      body: updateCategoryRuleBodySchema,
      response: { 200: categoryRuleResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.rules.update(actorOf(request), request.params.id, request.body),
    }),
  });

  r.delete('/api/v1/category-rules/:id/', {
    config: manage,
    schema: {
      tags,
      params: idParamsSchema,
      response: { 200: categoryRuleDeletedResponseSchema },
    },
    handler: async (request) => {
      await deps.rules.remove(actorOf(request), request.params.id);
      return { success: true as const, message: say(request, 'categoryRuleDeleted') };
    },
  });
}
