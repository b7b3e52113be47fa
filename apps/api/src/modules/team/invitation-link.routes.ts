/** The invitation link's own calls: look at it, accept it logged in, or register through it. */
import {
  acceptInvitationRegisterBodySchema,
  invitationPreviewResponseSchema,
  invitationTokenParamsSchema,
  loginResponseSchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { requestOrigin } from '../../lib/actor';
import { say } from '../../lib/messages';
import { setRefreshCookie } from '../../lib/session-cookie';
import { requireAuth } from '../../plugins/auth-context';
import type { InvitationAcceptService } from './invitation-accept.service';

export function invitationLinkRoutes(
  app: FastifyInstance,
  deps: { invitations: InvitationAcceptService; clock: Clock },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];

  r.get('/api/v1/invitations/:token/', {
    config: { access: 'public' },
    schema: {
      tags,
      params: invitationTokenParamsSchema,
      response: { 200: invitationPreviewResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await deps.invitations.preview(request.params.token),
      };
    },
  });

  r.post('/api/v1/invitations/:token/accept/', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      params: invitationTokenParamsSchema,
      response: { 200: loginResponseSchema },
    },
    handler: async (request) => {
      const issued = await deps.invitations.accept(
        requireAuth(request),
        request.params.token,
        requestOrigin(request),
      );
      return {
        success: true as const,
        access: issued.access,
        user: issued.user,
        message: say(request, 'invitationAccepted'),
      };
    },
  });

  r.post('/api/v1/invitations/:token/register/', {
    config: { access: 'public', csrf: true },
    schema: {
      tags,
      params: invitationTokenParamsSchema,
      body: acceptInvitationRegisterBodySchema,
      response: { 201: loginResponseSchema },
    },
    handler: async (request, reply) => {
      const issued = await deps.invitations.register(
        request.params.token,
        request.body,
        requestOrigin(request),
      );
      setRefreshCookie(reply, issued, deps.clock.now());
      reply.status(201);
      return {
        success: true as const,
        access: issued.access,
        user: issued.user,
        message: say(request, 'registrationSuccessful'),
      };
    },
  });
}
