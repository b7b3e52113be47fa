/** The auth calls of SPEC.md §7 with the state rules of §4 and the messages of §8. */
import {
  AppError,
  type AuthUser,
  type LoginBody,
  type LoginResponse,
  type ProfileResponse,
  type RegisterBody,
} from '@usaha/shared';
import { AUTH_MESSAGES } from '@usaha/shared/auth-messages';
import {
  apiRequest,
  isTransient,
  refreshAccessToken,
  setSessionExpiredHandler,
} from './api-client';
import { authStore } from './auth-store';
import { followUserLanguage } from './i18n';
import { navigateTo } from './navigation';

/**
 * A login's answer as it arrives (also a switch's, an accepted invitation's and a registration's):
 * nothing in it is trusted until `storeSession` or `adoptSession` has checked it.
 */
export type SessionResponse = Partial<LoginResponse>;

function storeSession(response: SessionResponse, remember: boolean): AuthUser {
  if (response.success !== true || !response.access || !response.user) {
    const message = response.message || AUTH_MESSAGES.loginFailed;
    authStore.clear(message);
    throw new Error(message);
  }
  authStore.setSession(response.access, response.user, remember);
  followUserLanguage(response.user.language);
  return response.user;
}

/** A failed login clears the state; the thrown error carries the server's message when given. */
export async function login(body: LoginBody): Promise<AuthUser> {
  const remember = body.remember_me ?? false;
  let response: SessionResponse;
  try {
    response = await apiRequest<SessionResponse>('/v1/auth/login/', {
      method: 'POST',
      body: { ...body, remember_me: remember },
      auth: false,
      csrf: true,
    });
  } catch (error) {
    // SPEC.md §5, §8: the server's own refusal as it says it, else "Login failed": a proxy's
    // 502 page ("Bad Gateway") or a lost connection has nothing to tell the user.
    const refused = error instanceof AppError && error.status >= 400 && error.status < 500;
    const message = refused && error.message ? error.message : AUTH_MESSAGES.loginFailed;
    authStore.clear(message);
    throw refused ? error : new Error(message);
  }
  return storeSession(response, remember);
}

export async function register(body: RegisterBody): Promise<AuthUser> {
  const remember = body.remember_me ?? false;
  const response = await apiRequest<SessionResponse>('/v1/auth/register/', {
    method: 'POST',
    body: { ...body, remember_me: remember },
    auth: false,
    csrf: true,
  });
  return storeSession(response, remember);
}

/**
 * GET /v1/auth/profile/: refreshes the stored user. The server's refusal clears the state; no
 * signal or a failing server (isTransient) is not a failed profile and signs nobody out.
 */
export async function fetchProfile(): Promise<AuthUser> {
  if (!authStore.getState().token) {
    authStore.clear(AUTH_MESSAGES.noToken);
    throw new Error(AUTH_MESSAGES.noToken);
  }
  try {
    const response = await apiRequest<ProfileResponse>('/v1/auth/profile/');
    if (response?.success !== true || !response.user) throw new Error(AUTH_MESSAGES.profileFailed);
    authStore.setUser(response.user);
    return response.user;
  } catch (error) {
    if (!isTransient(error)) authStore.clear(AUTH_MESSAGES.profileFailed);
    throw new Error(AUTH_MESSAGES.profileFailed);
  }
}

/**
 * A session the server moved to another business (a switch, an accepted invitation) or opened
 * (registration through an invitation): the new access token and user, kept where the session
 * lives. Unlike a login, a malformed answer leaves the current session as it was.
 */
export function adoptSession(
  response: SessionResponse,
  remember = authStore.getState().remember,
): AuthUser {
  if (response.success !== true || !response.access || !response.user) {
    throw new Error(response.message || AUTH_MESSAGES.profileFailed);
  }
  authStore.setSession(response.access, response.user, remember);
  followUserLanguage(response.user.language);
  return response.user;
}

export { refreshAccessToken as refreshToken };

/** Calls the server (a failure is ignored), clears the state and goes to /auth/login. */
export async function logout(): Promise<void> {
  if (authStore.getState().token) {
    try {
      await apiRequest('/v1/auth/logout/', { method: 'POST', body: {}, csrf: true, auth: true });
    } catch {
      // SPEC.md §4: the server's answer does not matter, the user is logged out locally.
    }
  }
  authStore.signOut();
  navigateTo('/auth/login', { replace: true });
}

let expiring = false;

/** After a 401 that a refresh could not fix: log out once, however many calls failed together. */
export function installSessionExpiry(): void {
  setSessionExpiredHandler(async () => {
    if (expiring) return;
    expiring = true;
    try {
      if (authStore.getState().token) authStore.clear(AUTH_MESSAGES.refreshFailed);
      const here = `${window.location.pathname}${window.location.search}`;
      navigateTo(`/auth/login?redirect=${encodeURIComponent(here)}`, { replace: true });
    } finally {
      expiring = false;
    }
  });
}
