/** Query keys and options of the admin area. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  type AdminSubscriptionFilter,
  getAdminOverview,
  getAdminSubscription,
  listAdminSubscriptions,
  listPlatformAudit,
  listPlatformStaff,
} from './admin.api';

export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  subscriptions: () => ['admin', 'subscriptions'] as const,
  subscriptionPages: (filter: AdminSubscriptionFilter) =>
    ['admin', 'subscriptions', 'pages', filter] as const,
  subscription: (businessId: string) => ['admin', 'subscriptions', 'one', businessId] as const,
  audit: (businessId: string | null) => ['admin', 'audit', businessId] as const,
  staff: () => ['admin', 'staff'] as const,
};

export const adminOverviewQuery = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: getAdminOverview });

export const adminSubscriptionsQuery = (filter: AdminSubscriptionFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.subscriptionPages(filter),
    queryFn: ({ pageParam }) => listAdminSubscriptions(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export const adminSubscriptionQuery = (businessId: string) =>
  queryOptions({
    queryKey: adminKeys.subscription(businessId),
    queryFn: () => getAdminSubscription(businessId),
  });

export const platformAuditQuery = (businessId: string | null) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(businessId),
    queryFn: ({ pageParam }) => listPlatformAudit(businessId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export const platformStaffQuery = () =>
  queryOptions({ queryKey: adminKeys.staff(), queryFn: listPlatformStaff });
