/** The authentication calls of SPEC.md §7, word for word, and the email verification links. */
import {
  csrfResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TokenService } from '../../lib/access-tokens';
import { requestOrigin } from '../../lib/actor';
import { say } from '../../lib/messages';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../../lib/session-cookie';
import { isTrustworthyOrigin } from '../../lib/trustworthy-origin';
import { bearerToken, CSRF_COOKIE, readCookie } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth-context';
import type { AuthService } from './auth.service';
import type { EmailVerificationService } from './email-verification.service';
import type { PasswordResetService } from './password-reset.service';

export function authRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    passwordReset: PasswordResetService;
    verification: EmailVerificationService;
    tokens: TokenService;
    now: () => Date;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.get('/api/v1/auth/csrf/', {
    config: { access: 'public' },
    schema: { tags, response: { 200: csrfResponseSchema } },
    handler: async (request, reply) => {
      const csrfToken = deps.tokens.issueCsrfToken();
      reply.setCookie(CSRF_COOKIE, csrfToken, {
        httpOnly: true,
        secure: isTrustworthyOrigin(request),
        sameSite: 'strict',
        path: '/api/',
      });
      reply.header('cache-control', 'no-store');
      return { csrfToken };
    },
  });

  r.post('/api/v1/auth/login/', {
    config: { access: 'public', csrf: true },
    schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema } },
    handler: async (request, reply) => {
      const issued = await deps.auth.login(request.body, requestOrigin(request));
      setRefreshCookie(reply, issued, deps.now());
      return {
        success: true as const,
        access: issued.access,
        user: issued.user,
        message: say(request, 'loginSuccessful'),
      };
    },
  });

  r.post('/api/v1/auth/register/', {
    config: { access: 'public', csrf: true },
    schema: { tags, body: registerBodySchema, response: { 201: loginResponseSchema } },
    handler: async (request, reply) => {
      const issued = await deps.auth.register(request.body, requestOrigin(request));
      setRefreshCookie(reply, issued, deps.now());
      reply.status(201);
      return {
        success: true as const,
        access: issued.access,
        user: issued.user,
        message: say(request, 'registrationSuccessful'),
      };
    },
  });

  r.post('/api/v1/auth/refresh/', {
    config: { access: 'public', csrf: true },
    schema: { tags, body: refreshBodySchema.optional(), response: { 200: refreshResponseSchema } },
    handler: async (request, reply) => {
      try {
        const issued = await deps.auth.refresh(
          readCookie(request, REFRESH_COOKIE),
          requestOrigin(request),
        );
        setRefreshCookie(reply, issued, deps.now());
        return {
          success: true as const,
          access: issued.access,
          message: say(request, 'tokenRefreshed'),
        };
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  });

  r.post('/api/v1/auth/logout/', {
    config: { access: 'public', csrf: true },
    schema: { tags, response: { 200: messageResponseSchema } },
    handler: async (request, reply) => {
      await deps.auth.logout(
        { refreshToken: readCookie(request, REFRESH_COOKIE), accessToken: bearerToken(request) },
        requestOrigin(request),
      );
      clearRefreshCookie(reply);
      return { success: true as const, message: say(request, 'loggedOut') };
    },
  });

  r.get('/api/v1/auth/profile/', {
    config: { access: 'authenticated' },
    schema: { tags, response: { 200: profileResponseSchema } },
    handler: async (request) => {
      const user = request.auth?.user;
      if (!user) throw new Error('authenticated route without auth context');
      return { success: true as const, user, message: say(request, 'profileRetrieved') };
    },
  });

  r.post('/api/v1/auth/password/forgot/', {
    config: { access: 'public', csrf: true },
    schema: { tags, body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await deps.passwordReset.forgot(request.body.email, requestOrigin(request));
      return { success: true as const, message: say(request, 'forgotPasswordSent') };
    },
  });

  r.post('/api/v1/auth/password/reset/', {
    config: { access: 'public', csrf: true },
    schema: { tags, body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await deps.passwordReset.reset(
        request.body.token,
        request.body.password,
        requestOrigin(request),
      );
      return {
        success: true as const,
        message: say(request, 'passwordResetDone'),
      };
    },
  });

  r.post('/api/v1/auth/verify-email/', {
    config: { access: 'public', csrf: true },
    schema: { tags, body: verifyEmailBodySchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await deps.verification.verify(request.body.token, requestOrigin(request));
      return { success: true as const, message: say(request, 'emailVerified') };
    },
  });

  r.post('/api/v1/auth/verify-email/resend/', {
    config: { access: 'authenticated' },
    schema: { tags, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      const result = await deps.verification.resend(requireAuth(request), requestOrigin(request));
      const message =
        'sentTo' in result
          ? say(request, 'verificationSent', { email: result.sentTo })
          : say(request, 'emailAlreadyVerified');
      return { success: true as const, message };
    },
  });
}
