/**
 * The businesses of a user (DESIGN.md §4): list their memberships, create another business (they
 * own it), and switch the session to one where their membership is active. A new business, by
 * registration or from the switcher, starts with its owner and its default categories.
 */
import type { createBusinessBodySchema, DateFormat, Membership } from '@usaha/shared';
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
import { seedDefaultCategories } from '../categories/categories.service';
import { addMember, membershipPage } from '../team/members.service';
import { isActiveMember } from '../team/team.guards';
import {
  deleteBusinessRows,
  findBusiness,
  insertBusiness,
  lockBusinessRows,
  logoPathsOf,
} from './businesses.repository';

type CreateBody = z.output<typeof createBusinessBodySchema>;

/** A new business owned by `userId`, with its default categories in `language`; its id. */
export async function createOwnedBusiness(
  tx: Executor,
  userId: string,
  input: { name: string; currency?: string | undefined; timezone?: string | undefined },
  language: 'id' | 'en',
  now: Date,
): Promise<string> {
  const id = await insertBusiness(tx, {
    name: input.name,
    ...(input.currency ? { currency: input.currency } : {}),
    ...(input.timezone ? { timezone: input.timezone } : {}),
    createdBy: userId,
  });
  await addMember(tx, id, userId, 'owner');
  await seedDefaultCategories(tx, id, language);
  await startTrial(tx, id, now);
  return id;
}

/** Holds these businesses while an account deletion reads their teams. */
/** The business's name (a payment keeps it for its receipt) and its time zone. */
export async function businessNameOf(executor: Executor, businessId: string): Promise<string> {
  return (await businessBasicsOf(executor, businessId)).name;
}

export async function businessBasicsOf(executor: Executor, businessId: string) {
  const row = await findBusiness(executor, businessId);
  if (!row) throw new Error(`business ${businessId} not found`);
  return {
    name: row.name,
    timezone: row.timezone,
    npwp: row.npwp,
    address: row.address,
    dateFormat: row.dateFormat as DateFormat,
  };
}

export function lockBusinesses(tx: Executor, ids: string[]): Promise<void> {
  return lockBusinessRows(tx, ids);
}

/** Where the logos of these businesses are stored: removed once the businesses are gone. */
export function logoKeysOf(executor: Executor, ids: string[]): Promise<string[]> {
  return logoPathsOf(executor, ids);
}

/** Deletes businesses (their entries first, see entry-posting.service.ts). */
export function removeBusinesses(tx: Executor, ids: string[]): Promise<void> {
  return deleteBusinessRows(tx, ids);
}

export function createBusinessService(deps: {
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
        const id = await createOwnedBusiness(
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

export type BusinessService = ReturnType<typeof createBusinessService>;
