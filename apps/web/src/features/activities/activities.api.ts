/** The audit log calls (`/v1/activities/…`, read only) and the team members for its filter. */
import type { Activity, ActivityListQuery } from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';
import { toQueryString } from '../../lib/query-string';

type Data<T> = { success: true; data: T; message?: string };

export type ActivityFilter = Pick<
  ActivityListQuery,
  'user_id' | 'action' | 'entity_type' | 'from' | 'to'
>;
export type ActivityPage = { data: Activity[]; next_cursor: string | null; has_more: boolean };
export type ActivityFacets = { actions: string[]; entity_types: string[] };

export async function listActivities(
  query: ActivityFilter & { cursor?: string; limit?: number },
): Promise<ActivityPage> {
  const response = await apiRequest<
    Data<Activity[]> & { meta: { next_cursor: string | null; has_more: boolean } }
  >(`/v1/activities/${toQueryString(query)}`);
  return { data: response.data, ...response.meta };
}

export async function getActivityFacets(): Promise<ActivityFacets> {
  return (await apiRequest<Data<ActivityFacets>>('/v1/activities/facets/')).data;
}
