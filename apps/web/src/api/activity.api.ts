/** The activity log (`/v1/activities/…`, read only; contract: activity.schemas). */
import type {
  Activity,
  ActivityListQuery,
  activityFacetsResponseSchema,
  Page,
  ResponseOf,
} from '@usaha/shared';
import { requestData, requestPage, toQueryString } from '../lib/api-data';

export type ActivityFilter = Pick<
  ActivityListQuery,
  'user_id' | 'action' | 'entity_type' | 'from' | 'to'
>;
/** The actions and kinds of record the log holds, for its filters. */
export type ActivityFacets = ResponseOf<typeof activityFacetsResponseSchema>['data'];

export function listActivities(
  query: ActivityFilter & { cursor?: string; limit?: number },
): Promise<Page<Activity>> {
  return requestPage<Activity>(`/v1/activities/${toQueryString(query)}`);
}

export function getActivityFacets(): Promise<ActivityFacets> {
  return requestData<ActivityFacets>('/v1/activities/facets/');
}
