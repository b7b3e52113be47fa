/**
 * The statements behind the activity log's list and filter choices, as text with parameters.
 * A page walks activities_business_created_idx backwards from the cursor; the business's time
 * zone turns the filter's business dates into instants.
 */

import { cursorTime, type TimeKey } from '../../db/keyset';
import { escapeLike } from '../../db/search-term';
import { SqlParts, type Statement } from '../../db/sql';

export type ActivityFilter = {
  user_id?: string;
  /** Exact (`entry.create`), or every action of an area when it ends with a dot (`entry.`). */
  action?: string;
  entity_type?: string;
  /** Business dates, inclusive. */
  from?: string;
  to?: string;
};

/** How many of the newest rows the filter's choices are read from: cheap at any log size. */
export const FACET_WINDOW = 10_000;

export const ACTIVITY_COLUMNS = `a.id, a.action, a.entity_type, a.entity_id, a.user_id,
  u.full_name as user_name, a.ip, a.user_agent, a.before, a.after, a.meta, a.created_at,
  ${cursorTime('a.created_at')} as cursor_at`;

/** Left join: the log outlives its users, whose rows show no name once they are deleted. */
export const ACTIVITY_FROM = 'activities a left join users u on u.id = a.user_id';

export function activityPageSql(
  businessId: string,
  timezone: string,
  filter: ActivityFilter,
  cursor: TimeKey | null,
  limit: number,
): Statement {
  const sql = new SqlParts();
  sql.and(`a.business_id = ${sql.param(businessId)}`);
  if (filter.user_id) sql.and(`a.user_id = ${sql.param(filter.user_id)}`);
  if (filter.action?.endsWith('.')) {
    sql.and(`a.action like ${sql.param(`${escapeLike(filter.action)}%`)}`);
  } else if (filter.action) {
    sql.and(`a.action = ${sql.param(filter.action)}`);
  }
  if (filter.entity_type) sql.and(`a.entity_type = ${sql.param(filter.entity_type)}`);
  if (filter.from || filter.to) {
    const zone = sql.param(timezone);
    if (filter.from) {
      sql.and(`a.created_at >= (${sql.param(filter.from)}::date::timestamp at time zone ${zone})`);
    }
    if (filter.to) {
      sql.and(
        `a.created_at < ((${sql.param(filter.to)}::date + 1)::timestamp at time zone ${zone})`,
      );
    }
  }
  if (cursor) {
    const at = sql.param(cursor.at);
    const id = sql.param(cursor.id);
    // The first condition is the one the index can seek to; the second breaks ties by id.
    sql.and(`a.created_at <= ${at}::timestamptz`);
    sql.and(`(a.created_at, a.id) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const limitParam = sql.param(limit + 1);
  return {
    text: `select ${ACTIVITY_COLUMNS}
from ${ACTIVITY_FROM}
${sql.whereClause()}
order by a.created_at desc, a.id desc
limit ${limitParam}`,
    params: sql.params,
  };
}

/** The actions and record types among the business's newest rows. */
export function activityFacetsSql(businessId: string): Statement {
  return {
    text: `select distinct r.action, r.entity_type
from (select action, entity_type from activities where business_id = $1
  order by created_at desc limit $2) r`,
    params: [businessId, FACET_WINDOW],
  };
}
