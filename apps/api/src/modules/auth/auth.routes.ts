/** The authentication calls of SPEC.md §7, word for word. */
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
} from '@usaha/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, CSRF_COOKIE, readCookie } from '../../plugins/access';
import type { Origin } from '../activity/activity.repository';
import type { AuthService, IssuedSession } from './auth.service';
import { FORGOT_MESSAGE, type PasswordResetService } from './password-reset.service';
import type { TokenService } from './tokens';

export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_COOKIE_PATH = '/api/v1/auth/';

export function requestOrigin(request: FastifyRequest): Origin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** Sets the refresh cookie of a session just issued (login, registration, refresh). */
export function setRefreshCookie(reply: FastifyReply, issued: IssuedSession, now: Date) {
  const { session, refreshToken } = issued;
  if (refreshToken === null) return;
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    // Without "remember me" the cookie ends with the browser; the session's idle limit still applies.
    ...(session.rememberMe
      ? { maxAge: Math.max(0, Math.round((session.expiresAt.getTime() - now.getTime()) / 1000)) }
      : {}),
  });
}

/** Removes the refresh cookie (logout, a session ended from elsewhere); it is cleared on its own path. */
export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
}

export function authRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    passwordReset: PasswordResetService;
    tokens: TokenService;
    now: () => Date;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.get('/api/v1/auth/csrf/', {
    config: { access: 'public' },
    schema: { tags, response: { 200: csrfResponseSchema } },
    handler: async (_request, reply) => {
      const csrfToken = deps.tokens.issueCsrfToken();
      reply.setCookie(CSRF_COOKIE, csrfToken, {
        httpOnly: true,
        secure: true,
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
        message: 'Login successful',
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
        message: 'Registration successful',
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
        return { success: true as const, access: issued.access, message: 'Token refreshed' };
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
      return { success: true as const, message: 'Logged out' };
    },
  });

  r.get('/api/v1/auth/profile/', {
    config: { access: 'authenticated' },
    schema: { tags, security: [{ bearer: [] }], response: { 200: profileResponseSchema } },
    handler: async (request) => {
      const user = request.auth?.user;
      if (!user) throw new Error('authenticated route without auth context');
      return { success: true as const, user, message: 'Profile retrieved' };
    },
  });

  r.post('/api/v1/auth/password/forgot/', {
    config: { access: 'public', csrf: true },
    schema: { tags, body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await deps.passwordReset.forgot(request.body.email, requestOrigin(request));
      return { success: true as const, message: FORGOT_MESSAGE };
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
        message: 'Your password has been changed. Log in with the new password.',
      };
    },
  });
}
