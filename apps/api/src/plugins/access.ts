/**
 * Who may call what: every API route declares `config.access` (and `config.csrf` where cookies
 * authenticate it); this hook turns the declaration into checks that run before the body is read.
 */
import { AppError, isAdmin, isEditor } from '@usaha/shared';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { TokenService } from '../lib/access-tokens';
import { safeEqual } from '../lib/secrets';
import type { Access } from '../types';
import { loadAuthContext } from './auth-context';
import { apiNotFound } from './errors';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

/** Reads one cookie of the request (cookies are not parsed on every request). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return request.server.parseCookie(header)[name];
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export type RouteEntry = { method: string; url: string; access: Access; csrf: boolean };

export function registerAccessControl(
  app: FastifyInstance,
  deps: { database: Database; tokens: TokenService; clock: Clock },
) {
  app.decorateRequest('auth', null);
  /** Every API route with who may call it: the route matrix test and the docs read this. */
  const routeTable: RouteEntry[] = [];
  app.decorate('apiRoutes', routeTable);

  const authenticate: onRequestHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    let claims: ReturnType<TokenService['verifyAccess']>;
    try {
      claims = deps.tokens.verifyAccess(token);
    } catch {
      throw new AppError('TOKEN_INVALID', 'The access token is invalid or has expired');
    }
    const context = await loadAuthContext(deps.database, claims, deps.clock.now());
    if (!context) throw new AppError('TOKEN_INVALID', 'The session has ended. Log in again.');
    request.auth = context;
  };

  const checkCsrf: onRequestHookHandler = async (request) => {
    const header = request.headers[CSRF_HEADER];
    const cookie = readCookie(request, CSRF_COOKIE);
    const given = Array.isArray(header) ? header[0] : header;
    if (!given || !cookie || !safeEqual(given, cookie) || !deps.tokens.isValidCsrfToken(given)) {
      throw new AppError('CSRF_FAILED', 'CSRF token missing or incorrect');
    }
  };

  /**
   * The admin area does not reveal itself (issue 17): to anyone but platform staff, signed in or
   * not, its routes answer 404 as a path that does not exist would.
   */
  const hideFromNonAdmins: onRequestHookHandler = async (request, reply) => {
    try {
      await authenticate.call(request.server, request, reply, () => {});
    } catch {
      return apiNotFound(request, reply);
    }
    if (!isAdmin(request.auth?.platformRoles ?? [])) return apiNotFound(request, reply);
  };

  /** What only superadmins do (granting staff): other staff know the area, and are refused. */
  const requireSuperadmin: onRequestHookHandler = async (request) => {
    if (!request.auth?.platformRoles.includes('superadmin')) {
      throw new AppError('FORBIDDEN', 'Only a superadmin may do this');
    }
  };

  function authorize(access: Access): onRequestHookHandler {
    return async (request) => {
      const auth = request.auth;
      if (!auth) throw new AppError('UNAUTHENTICATED', 'Authentication required');
      const needed = typeof access === 'object' ? [access.permission, access.also] : [];
      if (needed.some((name) => name && !auth.user.permissions.includes(name))) {
        throw new AppError('FORBIDDEN', 'You do not have permission to do this');
      }
      // The blog's editors (issue 18): the area is public knowledge, so others are told no.
      if (access === 'editor' && !isEditor(auth.platformRoles)) {
        throw new AppError('FORBIDDEN', 'Only the blog editors may do this');
      }
    };
  }

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    const access = route.config?.access;
    if (isApi && !access)
      throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
    if (isApi && access) {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          routeTable.push({ method, url: route.url, access, csrf: route.config?.csrf === true });
      }
    }
    const hooks: onRequestHookHandler[] = [];
    if (route.config?.csrf) hooks.push(checkCsrf);
    if (access === 'admin') hooks.push(hideFromNonAdmins);
    else if (access === 'superadmin') hooks.push(hideFromNonAdmins, requireSuperadmin);
    else if (access && access !== 'public') hooks.push(authenticate, authorize(access));
    if (hooks.length === 0) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...hooks, ...existing];
  });
}
