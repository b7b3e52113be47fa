/**
 * The one route table, mirroring SPEC.md §2. Only routes whose pages are built exist; every other
 * path is the 404 page until the issue that builds its area adds it here.
 */
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { AdminGuard, AuthGuard, GuestGuard } from './guards';
import { lazyPage } from './lazy-route';

const PUBLIC = ['public'] as const;
const AUTH = ['auth'] as const;
const APPS = ['apps'] as const;
const CASHBOOK = ['cashbook'] as const;

type CashbookPages = typeof import('../features/cashbook/cashbook-routes');
/** The cash book area's pages share one chunk (features/cashbook/cashbook-routes.ts). */
const cashbookPage = (name: keyof CashbookPages) =>
  lazyPage(
    () =>
      import('../features/cashbook/cashbook-routes').then((pages) => ({ Component: pages[name] })),
    CASHBOOK,
  );
// Transaksi reuses the cash book's form pieces and messages, so it loads their words too.
const TRANSACTIONS = ['transactions', 'cashbook'] as const;
const BALANCE = ['balance', 'cashbook'] as const;
const DIAGNOSTICS = ['diagnostics'] as const;

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    // Shown while the first page's code loads (the router starts before its lazy routes).
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Public layout, no guard.
        lazy: lazyPage(() => import('./layouts/public-layout')),
        children: [
          { index: true, lazy: lazyPage(() => import('../features/public/landing-page'), PUBLIC) },
          { path: 'faq', lazy: lazyPage(() => import('../features/public/faq-page'), PUBLIC) },
          { path: 'terms', lazy: lazyPage(() => import('../features/public/terms-page'), PUBLIC) },
          {
            path: 'privacy',
            lazy: lazyPage(() => import('../features/public/privacy-page'), PUBLIC),
          },
          {
            path: 'contact',
            lazy: lazyPage(() => import('../features/public/contact-page'), PUBLIC),
          },
          {
            path: 'test-api',
            lazy: lazyPage(() => import('../features/diagnostics/test-api-page'), DIAGNOSTICS),
          },
          {
            path: 'clear-storage',
            lazy: lazyPage(() => import('../features/diagnostics/clear-storage-page'), DIAGNOSTICS),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // No layout, no guard.
      {
        path: 'auth-test',
        lazy: lazyPage(() => import('../features/diagnostics/auth-test-page'), DIAGNOSTICS),
      },
      {
        path: 'demo/auth-flow-test',
        lazy: lazyPage(() => import('../features/diagnostics/auth-flow-test-page'), DIAGNOSTICS),
      },
      {
        // Auth layout.
        path: 'auth',
        lazy: lazyPage(() => import('./layouts/auth-layout')),
        children: [
          {
            element: <GuestGuard />,
            children: [
              { path: 'login', lazy: lazyPage(() => import('../features/auth/login-page'), AUTH) },
              {
                path: 'register',
                lazy: lazyPage(() => import('../features/auth/register-page'), AUTH),
              },
              {
                path: 'forgot-password',
                lazy: lazyPage(() => import('../features/auth/forgot-password-page'), AUTH),
              },
            ],
          },
          {
            path: 'reset-password',
            lazy: lazyPage(() => import('../features/auth/reset-password-page'), AUTH),
          },
        ],
      },
      {
        // Apps layout, login required.
        element: <AuthGuard />,
        children: [
          {
            lazy: lazyPage(() => import('./layouts/apps-layout'), APPS),
            children: [
              {
                path: 'dashboard',
                lazy: lazyPage(() => import('../features/dashboard/dashboard-page'), APPS),
              },
              {
                path: 'apps/cashbook',
                lazy: cashbookPage('CashbooksPage'),
              },
              {
                path: 'apps/cashbook/transfers',
                lazy: cashbookPage('TransfersPage'),
              },
              {
                path: 'apps/cashbook/categories',
                lazy: cashbookPage('CategoriesPage'),
              },
              {
                path: 'apps/cashbook/transactions/create',
                lazy: cashbookPage('EntryCreatePage'),
              },
              {
                path: 'apps/cashbook/form/:id',
                lazy: cashbookPage('CashbookFormPage'),
              },
              {
                path: 'apps/cashbook/:id',
                lazy: cashbookPage('CashbookPage'),
              },
              {
                path: 'apps/transactions',
                lazy: lazyPage(
                  () => import('../features/transactions/transactions-page'),
                  TRANSACTIONS,
                ),
              },
              {
                path: 'apps/transactions/form/:id',
                lazy: lazyPage(
                  () => import('../features/transactions/transaction-form-page'),
                  TRANSACTIONS,
                ),
              },
              {
                path: 'apps/transactions/:id',
                lazy: lazyPage(
                  () => import('../features/transactions/transaction-detail-page'),
                  TRANSACTIONS,
                ),
              },
              {
                path: 'apps/balance',
                lazy: lazyPage(() => import('../features/balance/balance-page'), BALANCE),
              },
              {
                path: 'apps/settings/profile',
                lazy: lazyPage(() => import('../features/settings/profile-page'), APPS),
              },
              {
                path: 'apps/settings/password',
                lazy: lazyPage(() => import('../features/settings/password-page'), APPS),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The admin branch (admin layout, admin guard). `/admin` and `/admin/subscriptions` join the
 * table with the admin issue; until then this branch has no pages and is not mounted.
 */
export function adminBranch(children: RouteObject[]): RouteObject {
  return {
    element: <AdminGuard />,
    children: [{ lazy: lazyPage(() => import('./layouts/admin-layout'), APPS), children }],
  };
}
