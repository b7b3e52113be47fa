/** The refresh-token cookie of a session (DESIGN.md §5): httpOnly, on the auth path only. */
import type { FastifyReply } from 'fastify';
import { isTrustworthyOrigin } from './trustworthy-origin';

export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_COOKIE_PATH = '/api/v1/auth/';

/** A session just issued: its token for the cookie (null when the cookie already holds it). */
export type IssuedCookie = {
  refreshToken: string | null;
  session: { rememberMe: boolean; expiresAt: Date };
};

/** Sets the refresh cookie of a session just issued (login, registration, refresh). */
export function setRefreshCookie(reply: FastifyReply, issued: IssuedCookie, now: Date) {
  const { session, refreshToken } = issued;
  if (refreshToken === null) return;
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    secure: isTrustworthyOrigin(reply.request),
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
