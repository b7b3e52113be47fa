/** An entry's history, read from the append-only activity log (only this business's rows). */
import type { EntryHistoryItem } from '@usaha/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, entries, users } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';

export async function entryHistory(
  database: Database,
  actor: Actor,
  id: string,
): Promise<EntryHistoryItem[]> {
  const rows = await database.db
    .select({
      action: activities.action,
      createdAt: activities.createdAt,
      userName: users.fullName,
      before: activities.before,
      after: activities.after,
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .where(
      and(
        eq(activities.businessId, actor.businessId),
        eq(activities.entityType, 'entry'),
        eq(activities.entityId, id),
      ),
    )
    .orderBy(asc(activities.createdAt), asc(activities.id))
    .limit(200);
  if (rows.length === 0) {
    // An entry that exists but has no log (written before the log, or by an import) has none.
    const [entry] = await database.db
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.businessId, actor.businessId), eq(entries.id, id)));
    if (!entry) throw notFound('Entry');
  }
  return rows.map((row) => ({
    action: row.action,
    created_at: row.createdAt.toISOString(),
    user_name: row.userName,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
}
