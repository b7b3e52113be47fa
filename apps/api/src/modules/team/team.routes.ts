/** The team of the current business: members and the invitations sent to join it. */
import {
  createInvitationBodySchema,
  deletedResponseSchema,
  idParamsSchema,
  invitationListResponseSchema,
  memberListResponseSchema,
  memberParamsSchema,
  memberResponseSchema,
  sentInvitationResponseSchema,
  teamListQuerySchema,
  updateMemberBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import type { InvitationService } from './invitations.service';
import type { MemberService } from './members.service';
import { teamActorOf } from './team-actor';

export function teamRoutes(
  app: FastifyInstance,
  deps: { members: MemberService; invitations: InvitationService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];
  const view = { access: { permission: 'team.view' as const } };
  const manage = { access: { permission: 'team.manage' as const } };

  r.get('/api/v1/team/members/', {
    config: view,
    schema: {
      tags,
      querystring: teamListQuerySchema,
      response: { 200: memberListResponseSchema },
    },
    handler: async (request) =>
      listAnswer(await deps.members.list(teamActorOf(request), request.query)),
  });

  r.put('/api/v1/team/members/:user_id/', {
    config: manage,
    schema: {
      tags,
      params: memberParamsSchema,
      body: updateMemberBodySchema,
      response: { 200: memberResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.members.update(teamActorOf(request), request.params.user_id, request.body),
    }),
  });

  r.delete('/api/v1/team/members/:user_id/', {
    config: manage,
    schema: {
      tags,
      params: memberParamsSchema,
      response: { 200: deletedResponseSchema },
    },
    handler: async (request) => {
      const actor = teamActorOf(request);
      await deps.members.remove(actor, request.params.user_id);
      const left = request.params.user_id === actor.userId;
      return {
        success: true as const,
        message: left ? say(request, 'memberLeft') : say(request, 'memberRemoved'),
      };
    },
  });

  r.get('/api/v1/team/invitations/', {
    config: view,
    schema: {
      tags,
      querystring: teamListQuerySchema,
      response: { 200: invitationListResponseSchema },
    },
    handler: async (request) =>
      listAnswer(await deps.invitations.list(teamActorOf(request), request.query)),
  });

  r.post('/api/v1/team/invitations/', {
    config: manage,
    schema: {
      tags,
      body: createInvitationBodySchema,
      response: { 201: sentInvitationResponseSchema },
    },
    handler: async (request, reply) => {
      const invitation = await deps.invitations.create(teamActorOf(request), request.body);
      reply.status(201);
      return { success: true as const, data: invitation, message: say(request, 'invitationSent') };
    },
  });

  r.post('/api/v1/team/invitations/:id/resend/', {
    config: manage,
    schema: {
      tags,
      params: idParamsSchema,
      response: { 200: sentInvitationResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.invitations.resend(teamActorOf(request), request.params.id),
      message: say(request, 'invitationResent'),
    }),
  });

  r.delete('/api/v1/team/invitations/:id/', {
    config: manage,
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await deps.invitations.revoke(teamActorOf(request), request.params.id);
      return { success: true as const, message: say(request, 'invitationRevoked') };
    },
  });
}
