/**
 * The one writer of the platform's append-only audit log (issue 17): every staff action in the
 * admin area is recorded here, inside the transaction of the change, with the staff member's
 * reason. Reads are the admin module's.
 */
import type { PlatformAuditAction } from '@usaha/shared';
import { AppError } from '@usaha/shared';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { platformAudit } from '../db/schema/index';

/** A member of the platform's staff, acting in the admin area. */
export type StaffActor = { userId: string; email: string; roles: readonly string[] };

export function staffActorOf(request: FastifyRequest): StaffActor {
  const auth = request.auth;
  if (!auth) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return { userId: auth.userId, email: auth.user.email, roles: auth.platformRoles };
}

export type PlatformAuditInput = {
  action: PlatformAuditAction;
  targetType: 'payment' | 'subscription' | 'plan' | 'user';
  targetId: string;
  businessId?: string | null;
  reason: string;
  before?: unknown;
  after?: unknown;
};

export async function recordPlatformAudit(
  executor: Executor,
  actor: StaffActor,
  input: PlatformAuditInput,
): Promise<void> {
  await executor.insert(platformAudit).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    businessId: input.businessId ?? null,
    reason: input.reason,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}
