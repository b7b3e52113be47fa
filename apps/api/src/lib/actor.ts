/** Who a request is: the business an authenticated caller acts for, and where it came from. */
import { AppError, type Permission } from '@usaha/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../plugins/auth-context';
import { memberAppUrl, sessionlessAppUrl } from './app-url';

export type Actor = {
  businessId: string;
  userId: string;
  currency: string;
  timezone: string;
  ip: string;
  userAgent: string | null;
  /** Where the links this caller hands on point (lib/app-url.ts). */
  appUrl: string;
};

/**
 * Who a change is recorded as: a request's actor, or the scheduler acting for a business on a
 * user's behalf (no address, no browser; no user when theirs is gone).
 */
export type Author = Pick<Actor, 'businessId' | 'timezone'> & {
  /** Where links point; null inside a scheduler's transaction, which hands none out. */
  appUrl: string | null;
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
};

export function actorOf(request: FastifyRequest): Actor {
  const auth: AuthContext | null = request.auth;
  const business = auth?.user.business;
  if (!auth?.businessId || !business) {
    throw new AppError('FORBIDDEN', 'Choose a business first');
  }
  return {
    businessId: auth.businessId,
    userId: auth.userId,
    currency: business.currency,
    timezone: business.timezone,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    appUrl: memberAppUrl(request.server.appUrls, request),
  };
}

/** The name of the business the caller acts for (a download's name carries it). */
export function businessNameOf(request: FastifyRequest): string {
  return request.auth?.user.business?.name ?? '';
}

/**
 * Whether the caller's role grants `permission` beyond the one its route checked: for a write
 * that reaches further only with some bodies (a debt's edit that changes the cash it moved).
 */
export function callerMay(request: FastifyRequest, permission: Permission): boolean {
  return request.auth?.user.permissions.includes(permission) ?? false;
}

export function activityBase(actor: Author) {
  return {
    businessId: actor.businessId,
    userId: actor.userId,
    ip: actor.ip,
    userAgent: actor.userAgent,
  };
}

/**
 * Where a request came from, for the activity log and the sessions list, and the address it
 * came to: `appUrl` for the links of a signed-in member, `sessionlessAppUrl` for a mail sent
 * without a session, which a forged Host header must not aim (lib/app-url.ts).
 */
export type Origin = {
  ip: string;
  userAgent: string | null;
  appUrl: string;
  sessionlessAppUrl: string;
};

export function requestOrigin(request: FastifyRequest): Origin {
  const config = request.server.appUrls;
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    appUrl: memberAppUrl(config, request),
    sessionlessAppUrl: sessionlessAppUrl(config, request),
  };
}
