/** The one writer of invoice_share_links; lookups by token hash are the portal's only way in. */
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { invoiceShareLinks } from '../../../db/schema/index';

export type ShareLinkRow = typeof invoiceShareLinks.$inferSelect;

/** The invoice's live (not revoked) link. */
export async function findLiveLink(
  executor: Executor,
  businessId: string,
  invoiceId: string,
): Promise<ShareLinkRow | undefined> {
  const [row] = await executor
    .select()
    .from(invoiceShareLinks)
    .where(
      and(
        eq(invoiceShareLinks.businessId, businessId),
        eq(invoiceShareLinks.invoiceId, invoiceId),
        isNull(invoiceShareLinks.revokedAt),
      ),
    );
  return row;
}

export async function insertLink(
  tx: Executor,
  values: typeof invoiceShareLinks.$inferInsert,
): Promise<ShareLinkRow> {
  const [row] = await tx.insert(invoiceShareLinks).values(values).returning();
  if (!row) throw new Error('share link insert returned nothing');
  return row;
}

export async function revokeLinks(tx: Executor, businessId: string, invoiceId: string, at: Date) {
  return tx
    .update(invoiceShareLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(invoiceShareLinks.businessId, businessId),
        eq(invoiceShareLinks.invoiceId, invoiceId),
        isNull(invoiceShareLinks.revokedAt),
      ),
    )
    .returning({ id: invoiceShareLinks.id });
}

/** A live link by its token's hash, whatever business it belongs to (the portal). */
export async function findLinkByHash(
  executor: Executor,
  tokenHash: string,
): Promise<ShareLinkRow | undefined> {
  const [row] = await executor
    .select()
    .from(invoiceShareLinks)
    .where(and(eq(invoiceShareLinks.tokenHash, tokenHash), isNull(invoiceShareLinks.revokedAt)));
  return row;
}

/** Marks the link viewed on `day`; true when this is the first view that day. */
export async function markViewed(tx: Executor, id: string, day: string): Promise<boolean> {
  const rows = await tx
    .update(invoiceShareLinks)
    .set({ viewedOn: day })
    .where(
      and(
        eq(invoiceShareLinks.id, id),
        isNull(invoiceShareLinks.revokedAt),
        or(isNull(invoiceShareLinks.viewedOn), ne(invoiceShareLinks.viewedOn, day)),
      ),
    )
    .returning({ id: invoiceShareLinks.id });
  return rows.length > 0;
}
