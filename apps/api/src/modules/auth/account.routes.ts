import {
  changePasswordBodySchema,
  messageResponseSchema,
  profileResponseSchema,
  updateProfileBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/actor';
import { say } from '../../lib/messages';
import { requireAuth } from '../../plugins/auth-context';
import type { AccountService } from './account.service';

export function accountRoutes(app: FastifyInstance, deps: { account: AccountService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.put('/api/v1/account/profile/', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      body: updateProfileBodySchema,
      response: { 200: profileResponseSchema },
    },
    handler: async (request) => {
      const user = await deps.account.updateProfile(
        requireAuth(request),
        request.body,
        requestOrigin(request),
      );
      return { success: true as const, user, message: say(request, 'profileUpdated') };
    },
  });

  r.post('/api/v1/account/password/', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      body: changePasswordBodySchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const { current_password, new_password } = request.body;
      await deps.account.changePassword(
        requireAuth(request),
        current_password,
        new_password,
        requestOrigin(request),
      );
      return {
        success: true as const,
        message: say(request, 'passwordChanged'),
      };
    },
  });
}
