/** The audit log's filters in the URL (STYLE.md), under the API's names; bad values are dropped. */
import { isCalendarDate } from '@usaha/shared';
import type { ActivityFilter } from '../../api/activity.api';
import { cleanText, useUrlFilter } from '../../lib/use-url-filter';

const KEYS = ['user_id', 'action', 'entity_type', 'from', 'to'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseActivityFilter(params: URLSearchParams): ActivityFilter {
  const filter: ActivityFilter = {};
  const user = params.get('user_id');
  if (user && UUID.test(user)) filter.user_id = user.toLowerCase();
  const action = cleanText(params.get('action'), 80);
  if (action) filter.action = action;
  const entityType = cleanText(params.get('entity_type'), 40);
  if (entityType) filter.entity_type = entityType;
  const from = params.get('from');
  if (from && isCalendarDate(from)) filter.from = from;
  const to = params.get('to');
  if (to && isCalendarDate(to)) filter.to = to;
  return filter;
}

export function activityFilterToParams(filter: ActivityFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

export function useActivityFilters() {
  return useUrlFilter(parseActivityFilter, activityFilterToParams);
}
