/**
 * The reads of the append-only activity log (its one writer is lib/activity-log.ts): a page of
 * one business's rows, the filter's choices, one row, and one record's history. The list's
 * statements are in activities.sql.ts, run here on the raw client.
 */
import type { Activity, EntryHistoryItem } from '@usaha/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { TimeKey } from '../../db/keyset';
import { activities, users } from '../../db/schema/index';
import {
  ACTIVITY_COLUMNS,
  ACTIVITY_FROM,
  type ActivityFilter,
  activityFacetsSql,
  activityPageSql,
} from './activities.sql';

/** A row of the statements in activities.sql.ts, snake_case as selected. */
export type ActivityRow = Omit<Activity, 'created_at'> & {
  created_at: Date | string;
  cursor_at: string;
};

/** How many changes of one record its history shows. */
const HISTORY_LIMIT = 200;

export function toActivity(row: ActivityRow): Activity {
  const { cursor_at: _cursor, created_at, ...rest } = row;
  return { ...rest, created_at: new Date(created_at).toISOString() };
}

export function listActivityRows(
  database: Pick<Database, 'query'>,
  where: { businessId: string; timezone: string },
  filter: ActivityFilter,
  cursor: TimeKey | null,
  limit: number,
): Promise<ActivityRow[]> {
  const page = activityPageSql(where.businessId, where.timezone, filter, cursor, limit);
  return database.query<ActivityRow>(page.text, page.params);
}

export function facetRows(database: Pick<Database, 'query'>, businessId: string) {
  const statement = activityFacetsSql(businessId);
  return database.query<{ action: string; entity_type: string | null }>(
    statement.text,
    statement.params,
  );
}

export async function findActivity(
  database: Pick<Database, 'query'>,
  businessId: string,
  id: string,
): Promise<ActivityRow | undefined> {
  const [row] = await database.query<ActivityRow>(
    `select ${ACTIVITY_COLUMNS} from ${ACTIVITY_FROM} where a.business_id = $1 and a.id = $2`,
    [businessId, id],
  );
  return row;
}

/** One record's changes, oldest first, with the names of who made them. */
export async function historyRows(
  database: Database,
  businessId: string,
  entityType: string,
  entityId: string,
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
        eq(activities.businessId, businessId),
        eq(activities.entityType, entityType),
        eq(activities.entityId, entityId),
      ),
    )
    .orderBy(asc(activities.createdAt), asc(activities.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    action: row.action,
    created_at: row.createdAt.toISOString(),
    user_name: row.userName,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
}

/** Seconds until the user may export their data again, from their last export in the log. */
export async function secondsUntilNextExport(
  database: Pick<Database, 'query'>,
  userId: string,
  intervalSeconds: number,
): Promise<number> {
  const [row] = await database.query<{ wait: number | string }>(
    `select ceil(extract(epoch from (max(created_at) + make_interval(secs => $2) - now())))::int as wait
from activities where user_id = $1 and action = 'privacy.export'
  and created_at > now() - make_interval(secs => $2)`,
    [userId, intervalSeconds],
  );
  return Math.max(0, Number(row?.wait ?? 0));
}
