/**
 * The one writer of contact_statement_links: each contact's public statement link, of which only
 * the token's hash is stored. A lookup by that hash is the statement portal's only way in.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { contactStatementLinks, contacts } from '../../../db/schema/index';

export type StatementLinkRow = typeof contactStatementLinks.$inferSelect;

/** The contact a statement is of, when it is the business's; with `lock`, held to the commit. */
export async function findStatementContact(
  executor: Executor,
  businessId: string,
  contactId: string,
  lock = false,
): Promise<{ id: string; name: string } | undefined> {
  const query = executor
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(and(eq(contacts.businessId, businessId), eq(contacts.id, contactId)));
  const [row] = lock ? await query.for('key share') : await query;
  return row;
}

/** The contact's live (not revoked) link. */
export async function findLiveStatementLink(
  executor: Executor,
  businessId: string,
  contactId: string,
): Promise<StatementLinkRow | undefined> {
  const [row] = await executor
    .select()
    .from(contactStatementLinks)
    .where(
      and(
        eq(contactStatementLinks.businessId, businessId),
        eq(contactStatementLinks.contactId, contactId),
        isNull(contactStatementLinks.revokedAt),
      ),
    );
  return row;
}

/**
 * A new live link; undefined when another request made the contact's live link first (the
 * unique index of live links refuses a second one, which the caller then reads).
 */
export async function insertStatementLink(
  tx: Executor,
  values: typeof contactStatementLinks.$inferInsert,
): Promise<StatementLinkRow | undefined> {
  const [row] = await tx
    .insert(contactStatementLinks)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function revokeStatementLinks(
  tx: Executor,
  businessId: string,
  contactId: string,
  at: Date,
) {
  return tx
    .update(contactStatementLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(contactStatementLinks.businessId, businessId),
        eq(contactStatementLinks.contactId, contactId),
        isNull(contactStatementLinks.revokedAt),
      ),
    )
    .returning({ id: contactStatementLinks.id });
}

/** A live link by its token's hash, whatever business it belongs to (the portal). */
export async function findStatementLinkByHash(
  executor: Executor,
  tokenHash: string,
): Promise<StatementLinkRow | undefined> {
  const [row] = await executor
    .select()
    .from(contactStatementLinks)
    .where(
      and(eq(contactStatementLinks.tokenHash, tokenHash), isNull(contactStatementLinks.revokedAt)),
    );
  return row;
}
