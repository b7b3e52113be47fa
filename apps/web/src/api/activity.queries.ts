/** Query keys and options of the activity log. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type ActivityFilter, getActivityFacets, listActivities } from './activity.api';

export const ACTIVITIES_PAGE_SIZE = 30;

export const activityKeys = {
  all: ['activities'] as const,
  pages: (filter: ActivityFilter) => ['activities', 'pages', filter] as const,
  facets: ['activities', 'facets'] as const,
};

export const activitiesInfiniteQuery = (filter: ActivityFilter) =>
  infiniteQueryOptions({
    queryKey: activityKeys.pages(filter),
    queryFn: ({ pageParam }) =>
      listActivities({ ...filter, limit: ACTIVITIES_PAGE_SIZE, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export const facetsQuery = () =>
  queryOptions({ queryKey: activityKeys.facets, queryFn: getActivityFacets });
