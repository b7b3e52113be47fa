/**
 * /api/v1/privacy/…: the caller's own sessions, a download of all their data, and deleting their
 * account. Bearer-authenticated (no cookie authenticates them), so no CSRF token is needed.
 */
import {
  deleteAccountBodySchema,
  idParamsSchema,
  messageResponseSchema,
  sessionListResponseSchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/actor';
import { wholeList } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import { clearRefreshCookie } from '../../lib/session-cookie';
import { requireAuth } from '../../plugins/auth-context';
import type { DataExportService } from './data-export.service';
import type { DeleteAccountService } from './delete-account.service';
import type { PrivacySessionService } from './privacy-sessions.service';

export type PrivacyDeps = {
  sessions: PrivacySessionService;
  dataExport: DataExportService;
  deleteAccount: DeleteAccountService;
};

export function privacyRoutes(app: FastifyInstance, deps: PrivacyDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['privacy'];
  const config = { access: 'authenticated' as const };

  r.get('/api/v1/privacy/sessions/', {
    config,
    schema: { tags, response: { 200: sessionListResponseSchema } },
    // A user has a handful of live sessions: one page holds them all.
    handler: async (request) => wholeList(await deps.sessions.list(requireAuth(request))),
  });

  r.delete('/api/v1/privacy/sessions/:id/', {
    config,
    schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    handler: async (request, reply) => {
      const { current } = await deps.sessions.revoke(
        requireAuth(request),
        request.params.id,
        requestOrigin(request),
      );
      if (current) clearRefreshCookie(reply);
      return {
        success: true as const,
        message: current ? say(request, 'sessionSignedOutSelf') : say(request, 'sessionSignedOut'),
      };
    },
  });

  r.post('/api/v1/privacy/sessions/revoke-others/', {
    config,
    schema: { tags, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await deps.sessions.revokeOthers(requireAuth(request), requestOrigin(request));
      return { success: true as const, message: say(request, 'otherSessionsSignedOut') };
    },
  });

  r.get('/api/v1/privacy/export/', {
    config,
    // Compressed already.
    compress: false,
    schema: {
      tags,
      description:
        'A ZIP of everything the caller may see: their account, and per business the records their role allows. One download per minute.',
    },
    handler: async (request, reply) => {
      const { filename, stream } = await deps.dataExport.start(
        requireAuth(request),
        requestOrigin(request),
      );
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
        )
        .header('cache-control', 'no-store')
        .send(stream);
    },
  });

  r.post('/api/v1/privacy/delete-account/', {
    config,
    schema: {
      tags,
      body: deleteAccountBodySchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request, reply) => {
      await deps.deleteAccount.deleteAccount(
        requireAuth(request),
        request.body.password,
        requestOrigin(request),
      );
      clearRefreshCookie(reply);
      return { success: true as const, message: say(request, 'accountDeleted') };
    },
  });
}
