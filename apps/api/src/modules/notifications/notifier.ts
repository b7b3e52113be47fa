/**
 * The Notifier (notifier.types.ts): keeps a notification (its type and the values it is worded
 * from) when the recipient's preferences keep it in-app, mails it in their language when they
 * chose email, and pushes it to their open tabs, each of which words it in its reader's language.
 * Runs after the caller's commit, outside any transaction; a delivery failure is logged, never thrown.
 */
import {
  BUSINESS_ROLES,
  DEFAULT_CHANNELS,
  type NotificationChannel,
  type Permission,
  ROLE_PERMISSIONS,
} from '@usaha/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { LiveBus } from '../../live/live-bus';
import type { Mailer } from '../../mail/mailer';
import { notificationMail } from '../../mail/templates';
import { publishUnread } from './inbox-events';
import { type NotificationParams, wordNotification } from './notification-view';
import { findRecipient, insertNotification, membersWithRoles } from './notifications.repository';
import type { MembersNotifier, Notifier, NotifyInput } from './notifier.types';

export type Delivery = Record<NotificationChannel, boolean>;

/** The Notifier, and `deliver` for callers that want to know where it went (the test route). */
export type NotificationCenter = Notifier &
  MembersNotifier & { deliver(input: NotifyInput): Promise<Delivery> };

const rolesWith = (permission: Permission) =>
  BUSINESS_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));

export const INBOX_PATH = '/apps/notifications';
/** In-app paths only: never another site, never a protocol-relative `//host`. */
const IN_APP_PATH = /^\/(?![/\\])[^\s]{0,499}$/;

export function createNotifier(deps: {
  database: Database;
  mailer: Mailer;
  live: LiveBus;
  /** Where the recipient's mail links point (auth's `appUrlOfUser`: they have no request here). */
  appUrlOf: (userId: string) => Promise<string>;
  log: FastifyBaseLogger;
}): NotificationCenter {
  const { database, live, log } = deps;
  const nothing: Delivery = { in_app: false, email: false };

  async function deliver(input: NotifyInput): Promise<Delivery> {
    const { businessId, userId, type } = input;
    const recipient = await findRecipient(database, userId, businessId, type);
    if (!recipient?.business_name) {
      log.warn({ user_id: userId, business_id: businessId, type }, 'notification for no one');
      return nothing;
    }
    const language = recipient.language === 'en' ? 'en' : 'id';
    const channels: Delivery =
      recipient.in_app === null || recipient.email_choice === null
        ? DEFAULT_CHANNELS[type]
        : { in_app: recipient.in_app, email: recipient.email_choice };
    // Names as they are at the time of writing: the notification tells what happened then.
    const params: NotificationParams = {
      business_name: recipient.business_name,
      user_name: recipient.full_name,
      ...input.data,
    };
    let link = input.link ?? null;
    if (link !== null && !IN_APP_PATH.test(link)) {
      log.warn({ type, link: link.slice(0, 100) }, 'notification link is not an in-app path');
      link = null;
    }
    if (channels.in_app) {
      const notification = await insertNotification(database.db, {
        businessId,
        userId,
        type,
        params,
        link,
      });
      await live.publish({ userId, businessId, event: 'notification', data: notification });
      await publishUnread(database.db, live, { userId, businessId });
    }
    const email = channels.email && recipient.is_active;
    if (email) {
      const { title, body } = wordNotification(type, params, language);
      const appUrl = await deps.appUrlOf(userId);
      deps.mailer.send(
        notificationMail({
          to: recipient.email,
          name: recipient.full_name,
          language,
          title,
          body,
          link: `${appUrl}${link ?? INBOX_PATH}`,
          settingsLink: `${appUrl}${INBOX_PATH}`,
        }),
      );
    }
    return { in_app: channels.in_app, email };
  }

  async function notify(input: NotifyInput): Promise<void> {
    try {
      await deliver(input);
    } catch (error) {
      log.error(
        { err: error, type: input.type, user_id: input.userId, business_id: input.businessId },
        'notification not delivered',
      );
    }
  }

  return {
    deliver,
    notify,
    async notifyMembers({ permission, exceptUserId, ...input }) {
      let members: string[];
      try {
        members = await membersWithRoles(database, input.businessId, rolesWith(permission));
      } catch (error) {
        log.error({ err: error, type: input.type, business_id: input.businessId }, 'no recipients');
        return;
      }
      for (const userId of members) {
        if (userId !== exceptUserId) await notify({ ...input, userId });
      }
    },
    membershipChanged(businessId, userId) {
      void live.publish({ userId, businessId, event: 'membership', data: {} });
    },
    sessionsEnded(userId) {
      // Each stream of the user looks at its own session: those whose session is gone end.
      void live.signal({ userId, kind: 'sessions_ended' });
    },
  };
}
