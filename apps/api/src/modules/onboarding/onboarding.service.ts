/**
 * A user's way into businesses (DESIGN.md §4): the business registration starts, another one
 * made from the switcher, the list of their memberships, and the switch of their session to one
 * where they are an active member. A new business starts with its owner, its default categories
 * and its trial, in the caller's transaction. This module sits above the identity tier and the
 * categories (docs/architecture.md "Module order"); auth's registration is handed
 * `startOwnedBusiness` by app.ts.
 */
import type { createBusinessBodySchema, Membership } from '@usaha/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import type { ListQuery, Page } from '../../db/keyset';
import { recordActivity } from '../../lib/activity-log';
import type { Origin } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth-context';
import type { AuthService, IssuedSession } from '../auth/auth.service';
import { setSessionBusiness } from '../auth/sessions.service';
import { rememberBusiness } from '../auth/users.service';
import { startTrial } from '../billing/subscriptions.service';
import { insertOwnedBusiness } from '../businesses/businesses.service';
import { seedDefaultCategories } from '../categories/categories.service';
import { addMember, membershipPage } from '../team/members.service';
import { isActiveMember } from '../team/team.guards';

type CreateBody = z.output<typeof createBusinessBodySchema>;

/** A new business owned by `userId`, with its default categories in `language`; its id. */
export async function startOwnedBusiness(
  tx: Executor,
  userId: string,
  input: { name: string; currency?: string | undefined; timezone?: string | undefined },
  language: 'id' | 'en',
  now: Date,
): Promise<string> {
  const id = await insertOwnedBusiness(tx, userId, input);
  await addMember(tx, id, userId, 'owner');
  await seedDefaultCategories(tx, id, language);
  await startTrial(tx, id, now);
  return id;
}

export function createOnboardingService(deps: {
  database: Database;
  auth: AuthService;
  clock: Clock;
}) {
  const { database, auth, clock } = deps;
  const { db } = database;

  return {
    list(caller: AuthContext, query: ListQuery): Promise<Page<Membership>> {
      return membershipPage(database, caller, query);
    },

    /** The caller owns the new business; they stay where they are until they switch to it. */
    async create(caller: AuthContext, body: CreateBody, origin: Origin): Promise<Membership> {
      const businessId = await db.transaction(async (tx) => {
        const id = await startOwnedBusiness(
          tx,
          caller.userId,
          body,
          caller.user.language,
          clock.now(),
        );
        await recordActivity(tx, {
          action: 'business.create',
          businessId: id,
          userId: caller.userId,
          entityType: 'business',
          entityId: id,
          ip: origin.ip,
          userAgent: origin.userAgent,
          after: body,
        });
        return id;
      });
      return {
        business_id: businessId,
        business_name: body.name,
        role: 'owner',
        status: 'active',
        current: false,
      };
    },

    /** Moves the caller's session to the business; answers a token for it. */
    async switchTo(
      caller: AuthContext,
      businessId: string,
      origin: Origin,
    ): Promise<IssuedSession> {
      const session = await db.transaction(async (tx) => {
        if (!(await isActiveMember(tx, businessId, caller.userId))) throw notFound('Business');
        const moved = await setSessionBusiness(tx, caller.sessionId, businessId);
        if (!moved) throw notFound('Session');
        await rememberBusiness(tx, caller.userId, businessId);
        await recordActivity(tx, {
          action: 'business.switch',
          businessId,
          userId: caller.userId,
          entityType: 'session',
          entityId: caller.sessionId,
          ip: origin.ip,
          userAgent: origin.userAgent,
          before: { business_id: caller.businessId },
          after: { business_id: businessId },
        });
        return moved;
      });
      return auth.reissue(session);
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
