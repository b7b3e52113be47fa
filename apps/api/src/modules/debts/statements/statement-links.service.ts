/**
 * A contact's public statement link (issue 15), made as an invoice's share link is: a 256-bit
 * token, HMAC-SHA256(server secret, link id), of which only the SHA-256 is stored, so the link
 * can be shown again without keeping it and nobody can remake it from the database alone. One
 * live link per contact; revoking ends it, sharing again makes a new one.
 */
import type { StatementLink } from '@usaha/shared';
import type { Clock } from '../../../clock';
import type { Database, Executor } from '../../../db/client';
import { uuidv7 } from '../../../db/ids';
import { recordActivity } from '../../../lib/activity-log';
import { type Actor, type Author, activityBase } from '../../../lib/actor';
import { type AppUrlConfig, authorAppUrl } from '../../../lib/app-url';
import { notFound } from '../../../lib/errors';
import { hashToken, keyedToken } from '../../../lib/secrets';
import {
  findLiveStatementLink,
  findStatementContact,
  insertStatementLink,
  revokeStatementLinks,
  type StatementLinkRow,
} from './statement-links.repository';

export function createStatementLinkService(deps: {
  database: Database;
  clock: Clock;
  secret: string;
  appUrls: AppUrlConfig;
}) {
  const { db } = deps.database;
  const tokenOf = (linkId: string) => keyedToken(deps.secret, 'contact-statement', linkId);

  const linkOf = (appUrl: string, link: StatementLinkRow): StatementLink => {
    const token = tokenOf(link.id);
    return {
      token,
      url: `${appUrl}/portal?statement=${token}`,
      created_at: link.createdAt.toISOString(),
    };
  };

  /** The contact's live link, made when it has none (inside the caller's transaction). */
  async function ensure(tx: Executor, actor: Author, contactId: string): Promise<StatementLink> {
    const contact = await findStatementContact(tx, actor.businessId, contactId, true);
    if (!contact) throw notFound('Contact');
    const live = await findLiveStatementLink(tx, actor.businessId, contactId);
    if (live) return linkOf(authorAppUrl(deps.appUrls, actor), live);
    const id = uuidv7();
    const made = await insertStatementLink(tx, {
      id,
      businessId: actor.businessId,
      contactId,
      tokenHash: hashToken(tokenOf(id)),
      createdBy: actor.userId,
    });
    // Another request made it meanwhile: theirs is the one live link.
    const link = made ?? (await findLiveStatementLink(tx, actor.businessId, contactId));
    if (!link) throw new Error('the live statement link is gone');
    if (made) {
      await recordActivity(tx, {
        ...activityBase(actor),
        action: 'contact.statement_share',
        entityType: 'contact',
        entityId: contactId,
      });
    }
    return linkOf(authorAppUrl(deps.appUrls, actor), link);
  }

  return {
    ensure,

    share(actor: Actor, contactId: string): Promise<StatementLink> {
      return db.transaction((tx) => ensure(tx, actor, contactId));
    },

    async revoke(actor: Actor, contactId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const contact = await findStatementContact(tx, actor.businessId, contactId);
        if (!contact) throw notFound('Contact');
        const revoked = await revokeStatementLinks(
          tx,
          actor.businessId,
          contactId,
          deps.clock.now(),
        );
        if (revoked.length === 0) return;
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'contact.statement_unshare',
          entityType: 'contact',
          entityId: contactId,
        });
      });
    },
  };
}

export type StatementLinkService = ReturnType<typeof createStatementLinkService>;
