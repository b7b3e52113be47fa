/**
 * The areas under /apps/ (SPEC.md §2), children of the apps layout. They load on the first
 * navigation under /apps/ (route-discovery.ts): every page, the landing page included, loads the
 * main route table, and this part grows with every area.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-route';

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

export const APPS_ROUTES: RouteObject[] = [
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
    lazy: lazyPage(() => import('../features/transactions/transactions-page'), TRANSACTIONS),
  },
  {
    path: 'apps/transactions/form/:id',
    lazy: lazyPage(() => import('../features/transactions/transaction-form-page'), TRANSACTIONS),
  },
  {
    path: 'apps/transactions/:id',
    lazy: lazyPage(() => import('../features/transactions/transaction-detail-page'), TRANSACTIONS),
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
];
