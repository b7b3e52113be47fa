/** The business an authenticated request acts for, and the caller's origin for the log. */
import { AppError } from '@usaha/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context';

export type Actor = {
  businessId: string;
  userId: string;
  currency: string;
  timezone: string;
  ip: string;
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

export function activityBase(actor: Actor) {
  return {
    businessId: actor.businessId,
    userId: actor.userId,
    ip: actor.ip,
    userAgent: actor.userAgent,
  };
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}

export function versionConflict(): AppError {
  return new AppError(
    'VERSION_CONFLICT',
    'Someone else changed this record. Reload it and try again.',
  );
}
