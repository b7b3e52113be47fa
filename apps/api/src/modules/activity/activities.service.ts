/** Reads of the audit log for /apps/activities: newest first, filtered, one business only. */
import type { Activity, EntryHistoryItem } from '@usaha/shared';
import type { Database } from '../../db/client';
import { timeKeyset } from '../../db/keyset';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import {
  facetRows,
  findActivity,
  historyRows,
  listActivityRows,
  secondsUntilNextExport,
  toActivity,
} from './activities.repository';
import type { ActivityFilter } from './activities.sql';

export type ActivityPage = { data: Activity[]; next_cursor: string | null; has_more: boolean };

type Reader = Pick<Actor, 'businessId' | 'timezone'>;

export function createActivityService(deps: { database: Database }) {
  const { database } = deps;

  return {
    async list(
      actor: Reader,
      query: ActivityFilter & { cursor?: string | undefined; limit: number },
    ): Promise<ActivityPage> {
      const { cursor, limit, ...filter } = query;
      const rows = await listActivityRows(
        database,
        actor,
        filter,
        timeKeyset.decode(cursor),
        limit,
      );
      return timeKeyset.page(rows, limit, toActivity, (row) => ({ at: row.cursor_at, id: row.id }));
    },

    async facets(actor: Actor): Promise<{ actions: string[]; entity_types: string[] }> {
      const rows = await facetRows(database, actor.businessId);
      const actions = new Set(rows.map((row) => row.action));
      const types = new Set(rows.flatMap((row) => (row.entity_type ? [row.entity_type] : [])));
      return { actions: [...actions].sort(), entity_types: [...types].sort() };
    },

    async get(actor: Actor, id: string): Promise<Activity> {
      const row = await findActivity(database, actor.businessId, id);
      if (!row) throw notFound('Activity');
      return toActivity(row);
    },

    /** One record's changes (an entry's history), oldest first. */
    historyOf(
      actor: Pick<Actor, 'businessId'>,
      entityType: string,
      entityId: string,
    ): Promise<EntryHistoryItem[]> {
      return historyRows(database, actor.businessId, entityType, entityId);
    },

    /** Seconds until the user may export their data again (0 when they may now). */
    secondsToNextExport(userId: string, intervalSeconds: number): Promise<number> {
      return secondsUntilNextExport(database, userId, intervalSeconds);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
