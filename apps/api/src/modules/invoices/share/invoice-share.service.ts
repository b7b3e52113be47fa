/**
 * An invoice's public link (issue 14): a 256-bit token of which only the SHA-256 is stored. So
 * that the link can be shown again without keeping it, the token is HMAC-SHA256(server secret,
 * link id): whoever holds the secret can remake it, nobody can from the database alone.
 * Revoking ends the link; sharing again makes a new one.
 */
import type { InvoiceShare } from '@usaha/shared';
import type { Clock } from '../../../clock';
import type { Database, Executor } from '../../../db/client';
import { uuidv7 } from '../../../db/ids';
import { recordActivity } from '../../../lib/activity-log';
import { type Actor, type Author, activityBase } from '../../../lib/actor';
import { type AppUrlConfig, authorAppUrl } from '../../../lib/app-url';
import { notFound } from '../../../lib/errors';
import { hashToken, keyedToken } from '../../../lib/secrets';
import { findInvoice } from '../invoices.repository';
import {
  findLiveLink,
  insertLink,
  revokeLinks,
  type ShareLinkRow,
} from './invoice-share.repository';

export function createInvoiceShareService(deps: {
  database: Database;
  clock: Clock;
  secret: string;
  appUrls: AppUrlConfig;
}) {
  const { db } = deps.database;
  const tokenOf = (linkId: string) => keyedToken(deps.secret, 'invoice-share', linkId);

  const shareOf = (appUrl: string, link: ShareLinkRow): InvoiceShare => {
    const token = tokenOf(link.id);
    return {
      token,
      url: `${appUrl}/portal?token=${token}`,
      created_at: link.createdAt.toISOString(),
    };
  };

  /** The invoice's live link, made when it has none (inside the caller's transaction). */
  async function ensure(tx: Executor, actor: Author, invoiceId: string): Promise<InvoiceShare> {
    const invoice = await findInvoice(tx, actor.businessId, invoiceId, true);
    if (!invoice) throw notFound('Invoice');
    const live = await findLiveLink(tx, actor.businessId, invoiceId);
    if (live) return shareOf(authorAppUrl(deps.appUrls, actor), live);
    const id = uuidv7();
    const link = await insertLink(tx, {
      id,
      businessId: actor.businessId,
      invoiceId,
      tokenHash: hashToken(tokenOf(id)),
      createdBy: actor.userId,
    });
    await recordActivity(tx, {
      ...activityBase(actor),
      action: 'invoice.share',
      entityType: 'invoice',
      entityId: invoiceId,
      after: { number: invoice.number },
    });
    return shareOf(authorAppUrl(deps.appUrls, actor), link);
  }

  return {
    ensure,

    share(actor: Actor, invoiceId: string): Promise<InvoiceShare> {
      return db.transaction((tx) => ensure(tx, actor, invoiceId));
    },

    async revoke(actor: Actor, invoiceId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const invoice = await findInvoice(tx, actor.businessId, invoiceId, true);
        if (!invoice) throw notFound('Invoice');
        const revoked = await revokeLinks(tx, actor.businessId, invoiceId, deps.clock.now());
        if (revoked.length === 0) return;
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'invoice.unshare',
          entityType: 'invoice',
          entityId: invoiceId,
          after: { number: invoice.number },
        });
      });
    },
  };
}

export type InvoiceShareService = ReturnType<typeof createInvoiceShareService>;
