/**
 * The diagnostics and showcase pages of SPEC.md §2, by the layout each joins: they patch into the
 * route tree on the first navigation to one of them (route-discovery.ts), so the table every
 * page downloads (routes.tsx) does not list them and their files.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-route';
import { OPEN_APPS_LAYOUT_ID, PUBLIC_LAYOUT_ID, ROOT_ID } from './route-discovery';

const DIAGNOSTICS = ['diagnostics'] as const;
const SHOWCASE = ['showcase'] as const;
/** /test-cards draws the real cards of these areas. */
const CARDS = ['showcase', 'apps', 'cashbook', 'invoices', 'debtcredit', 'products'] as const;

export const ROUTE_TABLE: Record<string, RouteObject[]> = {
  // Public layout, no guard.
  [PUBLIC_LAYOUT_ID]: [
    {
      path: 'test-api',
      lazy: lazyPage(
        () => import('../features/diagnostics/test-api-page'),
        'TestApiPage',
        DIAGNOSTICS,
      ),
    },
    {
      path: 'clear-storage',
      lazy: lazyPage(
        () => import('../features/diagnostics/clear-storage-page'),
        'ClearStoragePage',
        DIAGNOSTICS,
      ),
    },
    {
      path: 'test-notifications',
      lazy: lazyPage(
        () => import('../features/notifications/test-notifications-page'),
        'TestNotificationsPage',
      ),
    },
    {
      path: 'test-cards',
      lazy: lazyPage(() => import('./showcase/test-cards-page'), 'TestCardsPage', CARDS),
    },
    {
      path: 'demo/icons',
      lazy: lazyPage(() => import('../features/showcase/icons-page'), 'IconsPage', SHOWCASE),
    },
    {
      path: 'demo/icon-test',
      lazy: lazyPage(() => import('../features/showcase/icon-test-page'), 'IconTestPage', SHOWCASE),
    },
    {
      path: 'demo/apps-improvements',
      lazy: lazyPage(
        () => import('../features/showcase/apps-improvements-page'),
        'AppsImprovementsPage',
        SHOWCASE,
      ),
    },
  ],
  // No layout, no guard.
  [ROOT_ID]: [
    {
      path: 'auth-test',
      lazy: lazyPage(
        () => import('../features/diagnostics/auth-test-page'),
        'AuthTestPage',
        DIAGNOSTICS,
      ),
    },
    {
      path: 'demo/auth-flow-test',
      lazy: lazyPage(
        () => import('../features/diagnostics/auth-flow-test-page'),
        'AuthFlowTestPage',
        DIAGNOSTICS,
      ),
    },
  ],
  // Apps layout, no guard: the header in each of its states.
  [OPEN_APPS_LAYOUT_ID]: [
    {
      path: 'test-header',
      lazy: lazyPage(() => import('./showcase/test-header-page'), 'TestHeaderPage', [
        'showcase',
        'team',
        'notifications',
      ]),
    },
  ],
};
