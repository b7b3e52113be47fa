import { contactMessageBodySchema, messageResponseSchema } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/actor';
import { say } from '../../lib/messages';
import type { ContactService } from './contact.service';

export function contactRoutes(app: FastifyInstance, deps: { contact: ContactService }) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/v1/contact/', {
    config: { access: 'public' },
    schema: {
      tags: ['public'],
      body: contactMessageBodySchema,
      response: { 201: messageResponseSchema },
    },
    handler: async (request, reply) => {
      const language = request.headers['accept-language']?.slice(0, 2) ?? null;
      await deps.contact.submit(request.body, { ...requestOrigin(request), language });
      reply.status(201);
      return { success: true as const, message: say(request, 'contactMessageReceived') };
    },
  });
}
