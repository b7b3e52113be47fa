/**
 * Invitations of the current business: list the open ones, invite by email, resend, revoke.
 * The link's token is random and only its hash is stored; the mail goes out after the commit,
 * in the inviter's language, and the link is answered once to the inviter (to share it by
 * WhatsApp too). Every link made counts towards the send limits.
 */
import {
  AppError,
  type BusinessRole,
  type CreateInvitationBody,
  DAY_MS,
  INVITATION_TTL_DAYS,
  type Invitation,
  type SentInvitation,
} from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { keyOfRow, type ListQuery, type Page, timeKeyset } from '../../db/keyset';
import { lockNames } from '../../db/locks';
import { recordActivity } from '../../lib/activity-log';
import { activityBase } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { ROLE_NAMES } from '../../lib/role-names';
import { hashToken, randomToken } from '../../lib/secrets';
import type { Mailer } from '../../mail/mailer';
import { invitationMail } from '../../mail/templates';
import { requireVerifiedEmail } from '../auth/auth.guards';
import { findUserById } from '../auth/users.service';
import { holdSubscriptions } from '../billing/billing.guards';
import {
  INVITATION_SEND_LIMITS,
  LONGEST_SEND_WINDOW_MS,
  secondsUntilFree,
} from './invitation-limits';
import {
  nthNewestSendSince,
  purgeInvitationSendRows,
  recordInvitationSend,
} from './invitation-sends.repository';
import {
  fieldsOf,
  type InvitationRow,
  insertInvitation,
  listInvitationRows,
  lockOpenInvitation,
  lockOpenInvitationFor,
  purgeInvitationRows,
  toInvitation,
  updateInvitation,
} from './invitations.repository';
import { isActiveMemberByEmail } from './members.repository';
import { holdSeat } from './members.service';
import type { TeamActor } from './team-actor';

const ALREADY_MEMBER = 'This person is already a member of the business';

const conflict = (message: string, code: 'already_member' | 'already_invited') =>
  new AppError('CONFLICT', message, { issues: [{ field: 'email', code }] });

/** Only an owner makes someone an owner, also by invitation. */
function mayInviteAs(actor: TeamActor, role: string) {
  if (role === 'owner' && actor.role !== 'owner') {
    throw new AppError('FORBIDDEN', 'Only an owner can invite an owner');
  }
}

function snapshot(row: InvitationRow) {
  return { email: row.email, role: row.role, expires_at: row.expiresAt.toISOString() };
}

const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * Invitations left open 30 days past their expiry; accepted or revoked ones after 90 days; sends
 * no limit window reaches any more. Answers the rows deleted.
 */
export async function purgeOldInvitations(
  database: Pick<Database, 'query'>,
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  const invitationsGone = await purgeInvitationRows(
    database,
    daysBefore(now, 30),
    daysBefore(now, 90),
    signal,
  );
  const sendsBefore = new Date(now.getTime() - LONGEST_SEND_WINDOW_MS).toISOString();
  return invitationsGone + (await purgeInvitationSendRows(database, sendsBefore, signal));
}

/**
 * Takes the send-limit locks of the business and the caller, always in this order and first in
 * the transaction, so two invitations at once are counted one after the other.
 */
function lockSendLimits(tx: Executor, actor: TeamActor) {
  return lockNames(
    tx,
    `invitation-sends:business:${actor.businessId}`,
    `invitation-sends:user:${actor.userId}`,
  );
}

/**
 * Refuses one more mail when the business or the caller has used up a limit (429 with the
 * seconds until the oldest counted send leaves its window); otherwise counts this one. Runs
 * under lockSendLimits, in the transaction that writes the invitation.
 */
async function countSend(tx: Executor, actor: TeamActor, now: Date): Promise<void> {
  let wait = 0;
  for (const limit of INVITATION_SEND_LIMITS) {
    const id = limit.scope === 'business' ? actor.businessId : actor.userId;
    const since = new Date(now.getTime() - limit.windowMs);
    const blocking = await nthNewestSendSince(tx, limit.scope, id, since, limit.max);
    wait = Math.max(wait, secondsUntilFree(limit, blocking, now));
  }
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', 'Too many invitations were sent. Try again later.', {
      headers: { 'retry-after': String(wait) },
    });
  }
  await recordInvitationSend(tx, {
    businessId: actor.businessId,
    userId: actor.userId,
    createdAt: now,
  });
}

export function createInvitationService(deps: {
  database: Database;
  clock: Clock;
  mailer: Mailer;
}) {
  const { database, clock, mailer } = deps;
  const { db } = database;

  /** A new token and expiry, counted from now. */
  function freshLink(now: Date) {
    const token = randomToken();
    return {
      token,
      fields: {
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        lastSentAt: now,
      },
    };
  }

  /** On the address the inviter uses the app at (lib/app-url.ts), or PUBLIC_URL. */
  const linkOf = (actor: TeamActor, token: string) =>
    `${actor.appUrl}/auth/invitation?token=${encodeURIComponent(token)}`;

  /** Mails the link and answers it once, to the inviter, for sharing by other means too. */
  function send(actor: TeamActor, row: InvitationRow, token: string): string {
    const link = linkOf(actor, token);
    mailer.send(
      invitationMail({
        to: row.email,
        language: actor.language,
        inviterName: actor.name,
        inviterEmail: actor.email,
        businessName: actor.businessName,
        role: ROLE_NAMES[actor.language][row.role as BusinessRole],
        validDays: INVITATION_TTL_DAYS,
        link,
      }),
    );
    return link;
  }

  return {
    async list(actor: TeamActor, query: ListQuery): Promise<Page<Invitation>> {
      const cursor = timeKeyset.decode(query.cursor);
      const rows = await listInvitationRows(database, actor.businessId, cursor, query.limit);
      const now = clock.now();
      return timeKeyset.page(rows, query.limit, (row) => toInvitation(row, now), keyOfRow);
    },

    async create(actor: TeamActor, body: CreateInvitationBody): Promise<SentInvitation> {
      await requireVerifiedEmail(db, actor.userId);
      mayInviteAs(actor, body.role);
      const email = body.email.toLowerCase();
      const now = clock.now();
      const link = freshLink(now);
      const row = await db.transaction(async (tx) => {
        await holdSubscriptions(tx, [actor.businessId]);
        await lockSendLimits(tx, actor);
        // Two invitations of one address at once: the second waits and then finds the first.
        await lockNames(tx, `invitation:${actor.businessId}:${email}`);
        if (await isActiveMemberByEmail(tx, actor.businessId, email)) {
          throw conflict(ALREADY_MEMBER, 'already_member');
        }
        const open = await lockOpenInvitationFor(tx, actor.businessId, email);
        if (open && open.expiresAt > now) {
          throw conflict(
            'This address is already invited. Send the invitation again instead.',
            'already_invited',
          );
        }
        await countSend(tx, actor, now);
        await holdSeat(tx, actor.businessId, now);
        if (open) {
          await updateInvitation(tx, open.id, { revokedAt: now });
          await recordActivity(tx, {
            ...activityBase(actor),
            action: 'invitation.revoke',
            entityType: 'invitation',
            entityId: open.id,
            before: snapshot(open),
            meta: { reason: 'expired_and_replaced' },
          });
        }
        const created = await insertInvitation(tx, {
          businessId: actor.businessId,
          email,
          role: body.role,
          invitedBy: actor.userId,
          createdAt: now,
          ...link.fields,
        });
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'invitation.create',
          entityType: 'invitation',
          entityId: created.id,
          after: snapshot(created),
        });
        return created;
      });
      const shared = send(actor, row, link.token);
      return { ...toInvitation(fieldsOf(row, actor.name), now), link: shared };
    },

    /** A new link (the old one stops working) valid for another full period, mailed again. */
    async resend(actor: TeamActor, id: string): Promise<SentInvitation> {
      await requireVerifiedEmail(db, actor.userId);
      const now = clock.now();
      const link = freshLink(now);
      const row = await db.transaction(async (tx) => {
        await holdSubscriptions(tx, [actor.businessId]);
        await lockSendLimits(tx, actor);
        const open = await lockOpenInvitation(tx, actor.businessId, id);
        if (!open) throw notFound('Invitation');
        mayInviteAs(actor, open.role);
        if (await isActiveMemberByEmail(tx, actor.businessId, open.email)) {
          throw conflict(ALREADY_MEMBER, 'already_member');
        }
        await countSend(tx, actor, now);
        // An expired invitation holds no seat; sent again, it takes one.
        if (open.expiresAt <= now) await holdSeat(tx, actor.businessId, now);
        const updated = await updateInvitation(tx, id, link.fields);
        if (!updated) throw notFound('Invitation');
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'invitation.resend',
          entityType: 'invitation',
          entityId: id,
          before: snapshot(open),
          after: snapshot(updated),
        });
        return updated;
      });
      const shared = send(actor, row, link.token);
      const inviter = row.invitedBy ? await findUserById(db, row.invitedBy) : undefined;
      return { ...toInvitation(fieldsOf(row, inviter?.fullName ?? null), now), link: shared };
    },

    async revoke(actor: TeamActor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const open = await lockOpenInvitation(tx, actor.businessId, id);
        if (!open) throw notFound('Invitation');
        await updateInvitation(tx, id, { revokedAt: clock.now() });
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'invitation.revoke',
          entityType: 'invitation',
          entityId: id,
          before: snapshot(open),
        });
      });
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
