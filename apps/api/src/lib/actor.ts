/** Who a request is: the business an authenticated caller acts for, and where it came from. */
import { AppError } from '@usaha/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../plugins/auth-context';

export type Actor = {
  businessId: string;
  userId: string;
  currency: string;
  timezone: string;
  ip: string;
  userAgent: string | null;
};

/**
 * Who a change is recorded as: a request's actor, or the scheduler acting for a business on a
 * user's behalf (no address, no browser; no user when theirs is gone).
 */
export type Author = Pick<Actor, 'businessId' | 'timezone'> & {
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
  };
}

/** The name of the business the caller acts for (a download's name carries it). */
export function businessNameOf(request: FastifyRequest): string {
  return request.auth?.user.business?.name ?? '';
}

export function activityBase(actor: Author) {
  return {
    businessId: actor.businessId,
    userId: actor.userId,
    ip: actor.ip,
    userAgent: actor.userAgent,
  };
}

/** Where a request came from, for the activity log and the sessions list. */
export type Origin = { ip: string; userAgent: string | null };

export function requestOrigin(request: FastifyRequest): Origin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
