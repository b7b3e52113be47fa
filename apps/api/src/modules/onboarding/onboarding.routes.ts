import {
  createBusinessBodySchema,
  loginResponseSchema,
  membershipListResponseSchema,
  membershipResponseSchema,
  switchBusinessBodySchema,
  teamListQuerySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/actor';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import { requireAuth } from '../../plugins/auth-context';
import type { OnboardingService } from './onboarding.service';

/** The caller's businesses: list them, make another, switch the session to one. */
export function onboardingRoutes(app: FastifyInstance, deps: { businesses: OnboardingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['businesses'];

  r.get('/api/v1/businesses/', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      querystring: teamListQuerySchema,
      response: { 200: membershipListResponseSchema },
    },
    handler: async (request) => {
      const page = await deps.businesses.list(requireAuth(request), request.query);
      return listAnswer(page);
    },
  });

  r.post('/api/v1/businesses/', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      body: createBusinessBodySchema,
      response: { 201: membershipResponseSchema },
    },
    handler: async (request, reply) => {
      const membership = await deps.businesses.create(
        requireAuth(request),
        request.body,
        requestOrigin(request),
      );
      reply.status(201);
      return { success: true as const, data: membership, message: say(request, 'businessCreated') };
    },
  });

  r.post('/api/v1/businesses/switch/', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      body: switchBusinessBodySchema,
      response: { 200: loginResponseSchema },
    },
    handler: async (request) => {
      const issued = await deps.businesses.switchTo(
        requireAuth(request),
        request.body.business_id,
        requestOrigin(request),
      );
      return {
        success: true as const,
        access: issued.access,
        user: issued.user,
        message: say(request, 'businessSwitched'),
      };
    },
  });
}
