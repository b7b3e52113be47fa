/**
 * The Notifier (notifier.types.ts): writes a notification in the recipient's language when their
 * preferences keep it in-app, mails it when they chose email, and pushes it to their open tabs.
 * Runs after the caller's commit, outside any transaction; a delivery failure is logged, never thrown.
 */
import { DEFAULT_CHANNELS, type NotificationChannel } from '@usaha/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { LiveBus } from '../../live/live-bus';
import type { Mailer } from '../../mail/mailer';
import { notificationMail } from '../../mail/templates';
import { publishUnread } from './inbox-events';
import { renderNotification } from './notification-messages';
import { findRecipient, insertNotification } from './notifications.repository';
import type { Notifier, NotifyInput } from './notifier.types';

export type Delivery = Record<NotificationChannel, boolean>;

/** The Notifier, and `deliver` for callers that want to know where it went (the test route). */
export type NotificationCenter = Notifier & { deliver(input: NotifyInput): Promise<Delivery> };

export const INBOX_PATH = '/apps/notifications';
const MAX_TITLE = 200;
const MAX_BODY = 1000;
/** In-app paths only: never another site, never a protocol-relative `//host`. */
const IN_APP_PATH = /^\/(?![/\\])[^\s]{0,499}$/;

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

export function createNotifier(deps: {
  database: Database;
  mailer: Mailer;
  live: LiveBus;
  publicUrl: string;
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
    const copy = renderNotification(type, language, {
      business_name: recipient.business_name,
      user_name: recipient.full_name,
      ...input.data,
    });
    const title = clip(copy.title, MAX_TITLE);
    const body = clip(copy.body, MAX_BODY);
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
        title,
        body,
        link,
        data: input.data ?? null,
      });
      await live.publish({ userId, businessId, event: 'notification', data: notification });
      await publishUnread(database.db, live, { userId, businessId });
    }
    const email = channels.email && recipient.is_active;
    if (email) {
      deps.mailer.send(
        notificationMail({
          to: recipient.email,
          name: recipient.full_name,
          language,
          title,
          body,
          link: `${deps.publicUrl}${link ?? INBOX_PATH}`,
          settingsLink: `${deps.publicUrl}${INBOX_PATH}`,
        }),
      );
    }
    return { in_app: channels.in_app, email };
  }

  return {
    deliver,
    async notify(input) {
      try {
        await deliver(input);
      } catch (error) {
        log.error(
          { err: error, type: input.type, user_id: input.userId, business_id: input.businessId },
          'notification not delivered',
        );
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
