/** Reads of the audit log for /apps/activities: newest first, filtered, one business only. */
import type { Activity } from '@usaha/shared';
import type { Database } from '../../db/client';
import { timeKeyset } from '../../db/keyset';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
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

export function toActivity(row: ActivityRow): Activity {
  const { cursor_at: _cursor, created_at, ...rest } = row;
  return { ...rest, created_at: new Date(created_at).toISOString() };
}

export type ActivityPage = { data: Activity[]; next_cursor: string | null; has_more: boolean };

export function createActivityService(deps: { database: Database }) {
  const { database } = deps;

  return {
    async list(
      actor: Actor,
      query: ActivityFilter & { cursor?: string; limit: number },
    ): Promise<ActivityPage> {
      const { cursor: rawCursor, limit, ...filter } = query;
      const cursor = timeKeyset.decode(rawCursor);
      const page = activityPageSql(actor.businessId, actor.timezone, filter, cursor, limit);
      const rows = await database.query<ActivityRow>(page.text, page.params);
      return timeKeyset.page(rows, limit, toActivity, (row) => ({ at: row.cursor_at, id: row.id }));
    },

    async facets(actor: Actor): Promise<{ actions: string[]; entity_types: string[] }> {
      const statement = activityFacetsSql(actor.businessId);
      const rows = await database.query<{ action: string; entity_type: string | null }>(
        statement.text,
        statement.params,
      );
      const actions = new Set(rows.map((row) => row.action));
      const types = new Set(rows.flatMap((row) => (row.entity_type ? [row.entity_type] : [])));
      return { actions: [...actions].sort(), entity_types: [...types].sort() };
    },

    async get(actor: Actor, id: string): Promise<Activity> {
      const [row] = await database.query<ActivityRow>(
        `select ${ACTIVITY_COLUMNS} from ${ACTIVITY_FROM} where a.business_id = $1 and a.id = $2`,
        [actor.businessId, id],
      );
      if (!row) throw notFound('Activity');
      return toActivity(row);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
