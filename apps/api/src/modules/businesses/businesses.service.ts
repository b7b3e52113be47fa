/**
 * The businesses of a user (DESIGN.md §4): list their memberships, create another business (they
 * own it), and switch the session to one where their membership is active.
 */
import type { createBusinessBodySchema, Membership } from '@usaha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { keyOfRow, type ListQuery, type Page, timeKeyset } from '../../db/keyset';
import { recordActivity } from '../../lib/activity-log';
import type { Origin } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth-context';
import type { AuthService, IssuedSession } from '../auth/auth.service';
import { setSessionBusiness } from '../auth/sessions';
import { createOwnedBusiness, isActiveMember, rememberBusiness } from '../auth/users.repository';
import { seedDefaultCategories } from '../categories/categories.service';
import { type MembershipListRow, membershipPageSql, toMembership } from './businesses.repository';

type CreateBody = z.output<typeof createBusinessBodySchema>;

export function createBusinessService(deps: { database: Database; auth: AuthService }) {
  const { database, auth } = deps;
  const { db } = database;

  return {
    async list(caller: AuthContext, query: ListQuery): Promise<Page<Membership>> {
      const page = membershipPageSql(caller.userId, timeKeyset.decode(query.cursor), query.limit);
      const rows = await database.query<MembershipListRow>(page.text, page.params);
      return timeKeyset.page(
        rows,
        query.limit,
        (row) => toMembership(row, caller.businessId),
        keyOfRow,
      );
    },

    /** The caller owns the new business; they stay where they are until they switch to it. */
    async create(caller: AuthContext, body: CreateBody, origin: Origin): Promise<Membership> {
      const businessId = await db.transaction(async (tx) => {
        const id = await createOwnedBusiness(tx, caller.userId, body);
        await seedDefaultCategories(tx, id, caller.user.language);
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
