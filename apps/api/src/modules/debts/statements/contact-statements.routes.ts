/**
 * A contact's statement link (`/api/v1/contacts/{id}/statement-link/`: made or returned, and
 * revoked) and the public statement it opens (`/api/v1/portal/statements/{token}/…`, no login).
 * Every portal answer, a 404 too, says `X-Robots-Tag: noindex`, as the invoice portal's do.
 */
import {
  deletedResponseSchema,
  idParamsSchema,
  portalStatementResponseSchema,
  portalTokenParamsSchema,
  statementLinkResponseSchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor';
import { say } from '../../../lib/messages';
import { sendPortalImage } from '../../../lib/portal-image';
import { sendPdf } from '../../../pdf/send';
import type { ContactStatementService } from './contact-statements.service';
import type { StatementLinkService } from './statement-links.service';

const LINK = '/api/v1/contacts/:id/statement-link/';
const PORTAL = '/api/v1/portal/statements/:token/';

export function contactStatementRoutes(
  app: FastifyInstance,
  deps: { links: StatementLinkService; statements: ContactStatementService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { access: { permission: 'debt.manage' as const } };
  const tags = ['debts'];

  r.post(LINK, {
    config: manage,
    schema: { tags, params: idParamsSchema, response: { 200: statementLinkResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.links.share(actorOf(request), request.params.id),
    }),
  });

  r.delete(LINK, {
    config: manage,
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await deps.links.revoke(actorOf(request), request.params.id);
      return { success: true as const, message: say(request, 'shareRevoked') };
    },
  });

  void app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
    });
    const portal = scope.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'public' as const };

    portal.get(PORTAL, {
      config,
      schema: {
        tags: ['portal'],
        params: portalTokenParamsSchema,
        response: { 200: portalStatementResponseSchema },
      },
      handler: async (request) => ({
        success: true as const,
        data: await deps.statements.view(request.params.token, request.ip),
      }),
    });

    portal.get(`${PORTAL}pdf/`, {
      config,
      schema: {
        tags: ['portal'],
        params: portalTokenParamsSchema,
        description: 'The statement as a PDF.',
      },
      handler: async (request, reply) => {
        const { data, filename } = await deps.statements.pdf(request.params.token, request.ip);
        return sendPdf(reply, data, filename);
      },
    });

    portal.get(`${PORTAL}qris/`, {
      config,
      compress: false,
      schema: {
        tags: ['portal'],
        params: portalTokenParamsSchema,
        description: "The business's QRIS image.",
      },
      handler: async (request, reply) =>
        sendPortalImage(reply, await deps.statements.qris(request.params.token, request.ip)),
    });
  });
}
