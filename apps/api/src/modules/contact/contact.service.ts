/** The public contact form: stored, mailed to staff, throttled per IP, bots caught by a honeypot. */
import { AppError } from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { lockNames } from '../../db/locks';
import type { Origin } from '../../lib/actor';
import type { Mailer } from '../../mail/mailer';
import { contactMessageMail } from '../../mail/templates';
import { insertMessage, recentMessages } from './contact.repository';

export const CONTACT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

export type ContactInput = {
  name: string;
  email: string;
  subject: string;
  message: string;
  website: string;
};

export function createContactService(deps: {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  supportEmail: string | undefined;
}) {
  const { db } = deps.database;
  return {
    /** Returns quietly for a bot that filled in the honeypot: it learns nothing. */
    async submit(input: ContactInput, origin: Origin & { language: string | null }): Promise<void> {
      if (input.website.trim() !== '') return;
      const now = deps.clock.now();
      const since = new Date(now.getTime() - CONTACT_LIMIT.windowMs);
      const wait = await db.transaction(async (tx) => {
        // Parallel posts from one address queue here, so the limit holds for bursts too.
        await lockNames(tx, `contact:${origin.ip}`);
        const recent = await recentMessages(tx, origin.ip, since);
        if (recent.total >= CONTACT_LIMIT.max) {
          const freeAt = (recent.oldest?.getTime() ?? now.getTime()) + CONTACT_LIMIT.windowMs;
          return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
        }
        await insertMessage(tx, {
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          language: origin.language,
          ip: origin.ip,
          userAgent: origin.userAgent?.slice(0, 500) ?? null,
          createdAt: now,
        });
        return 0;
      });
      if (wait > 0) {
        throw new AppError(
          'RATE_LIMITED',
          'Too many messages from this address. Try again later.',
          {
            headers: { 'retry-after': String(wait) },
          },
        );
      }
      if (deps.supportEmail)
        deps.mailer.send(contactMessageMail({ to: deps.supportEmail, ...input }));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
