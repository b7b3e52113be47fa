import {
  createProductBodySchema,
  deletedResponseSchema,
  idParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  updateProductBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../lib/idempotency';
import { say } from '../../lib/messages';
import type { ProductService } from './products.service';

export function productRoutes(app: FastifyInstance, deps: { products: ProductService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['products'];
  const view = { access: { permission: 'product.view' as const } };
  const manage = { access: { permission: 'product.manage' as const } };

  r.get('/api/v1/products/', {
    config: view,
    schema: {
      tags,
      querystring: productListQuerySchema,
      response: { 200: productListResponseSchema },
    },
    handler: async (request) => {
      const { data, ...meta } = await deps.products.list(actorOf(request), request.query);
      return { success: true as const, data, meta };
    },
  });

  r.post('/api/v1/products/', {
    config: manage,
    schema: {
      tags,
      body: createProductBodySchema,
      response: { 201: productResponseSchema },
    },
    handler: async (request, reply) => {
      const stored = await deps.products.create(
        actorOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return sendCreated(reply, stored);
    },
  });

  // Before `/:id/`, so "search" is never read as an id.
  r.get('/api/v1/products/search/', {
    config: view,
    schema: {
      tags,
      querystring: productSearchQuerySchema,
      response: { 200: productSearchResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.products.search(actorOf(request), request.query.q),
    }),
  });

  r.get('/api/v1/products/:id/', {
    config: view,
    schema: { tags, params: idParamsSchema, response: { 200: productResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.products.get(actorOf(request), request.params.id),
    }),
  });

  r.put('/api/v1/products/:id/', {
    config: manage,
    schema: {
      tags,
      params: idParamsSchema,
      body: updateProductBodySchema,
      response: { 200: productResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.products.update(actorOf(request), request.params.id, request.body),
    }),
  });

  r.delete('/api/v1/products/:id/', {
    config: manage,
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await deps.products.remove(actorOf(request), request.params.id);
      return { success: true as const, message: say(request, 'productDeleted') };
    },
  });
}
