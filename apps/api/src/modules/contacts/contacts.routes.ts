import {
  contactDeletedResponseSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactResponseSchema,
  contactSearchQuerySchema,
  contactSearchResponseSchema,
  createContactBodySchema,
  idParamsSchema,
  updateContactBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../lib/idempotency';
import { say } from '../../lib/messages';
import type { ContactsService } from './contacts.service';

export function contactsRoutes(app: FastifyInstance, deps: { contacts: ContactsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];
  const view = { access: { permission: 'contact.view' as const } };
  const manage = { access: { permission: 'contact.manage' as const } };

  r.get('/api/v1/contacts/', {
    config: view,
    schema: {
      tags,
      querystring: contactListQuerySchema,
      response: { 200: contactListResponseSchema },
    },
    handler: async (request) => {
      const { data, ...meta } = await deps.contacts.list(actorOf(request), request.query);
      return { success: true as const, data, meta };
    },
  });

  r.post('/api/v1/contacts/', {
    config: manage,
    schema: {
      tags,
      body: createContactBodySchema,
      response: { 201: contactResponseSchema },
    },
    handler: async (request, reply) => {
      const stored = await deps.contacts.create(
        actorOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return sendCreated(reply, stored);
    },
  });

  // Before `/:id/`, so "search" is never read as an id.
  r.get('/api/v1/contacts/search/', {
    config: view,
    schema: {
      tags,
      querystring: contactSearchQuerySchema,
      response: { 200: contactSearchResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.contacts.search(actorOf(request), request.query.q, request.query.kind),
    }),
  });

  r.get('/api/v1/contacts/:id/', {
    config: view,
    schema: { tags, params: idParamsSchema, response: { 200: contactResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.contacts.get(actorOf(request), request.params.id),
    }),
  });

  r.put('/api/v1/contacts/:id/', {
    config: manage,
    schema: {
      tags,
      params: idParamsSchema,
      body: updateContactBodySchema,
      response: { 200: contactResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.contacts.update(actorOf(request), request.params.id, request.body),
    }),
  });

  r.delete('/api/v1/contacts/:id/', {
    config: manage,
    schema: {
      tags,
      params: idParamsSchema,
      response: { 200: contactDeletedResponseSchema },
    },
    handler: async (request) => {
      const { archived } = await deps.contacts.remove(actorOf(request), request.params.id);
      return {
        success: true as const,
        archived,
        message: archived ? say(request, 'contactArchived') : say(request, 'contactDeleted'),
      };
    },
  });
}
