/**
 * The staff's pages (admin layout, admin guard; SPEC.md §2): they join the route tree on the
 * first navigation under /admin (route-discovery.ts), so the table every page downloads does not
 * list them.
 */
import type { RouteObject } from 'react-router';
import { AdminGuard } from './admin-guard';
import { lazyPage } from './lazy-route';
import { ROOT_ID } from './route-discovery';

const APPS = ['apps'] as const;

/** The admin branch (admin layout, admin guard), around the staff's pages. */
export function adminBranch(children: RouteObject[]): RouteObject {
  return {
    element: <AdminGuard />,
    children: [
      {
        lazy: lazyPage(() => import('./layouts/admin-layout'), 'AdminLayout', [...APPS, 'admin']),
        children,
      },
    ],
  };
}

export const ROUTE_TABLE: Record<string, RouteObject[]> = {
  [ROOT_ID]: [
    adminBranch([
      {
        path: 'admin',
        lazy: lazyPage(() => import('../features/admin/admin-overview-page'), 'AdminOverviewPage', [
          'admin',
        ]),
      },
      {
        path: 'admin/subscriptions',
        lazy: lazyPage(
          () => import('../features/admin/admin-subscriptions-page'),
          'AdminSubscriptionsPage',
          ['admin'],
        ),
      },
      {
        path: 'admin/plans',
        lazy: lazyPage(() => import('../features/admin/admin-plans-page'), 'AdminPlansPage', [
          'admin',
        ]),
      },
      {
        path: 'admin/staff',
        lazy: lazyPage(() => import('../features/admin/admin-staff-page'), 'AdminStaffPage', [
          'admin',
        ]),
      },
      {
        path: 'admin/testimonials',
        lazy: lazyPage(
          () => import('../features/admin/admin-testimonials-page'),
          'AdminTestimonialsPage',
          ['admin'],
        ),
      },
      {
        path: 'admin/audit',
        lazy: lazyPage(() => import('../features/admin/admin-audit-page'), 'AdminAuditPage', [
          'admin',
        ]),
      },
    ]),
  ],
};
