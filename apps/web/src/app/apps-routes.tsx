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
// Notes use the cash book's page pieces (header, notices, confirm), so they load its words too.
const NOTES = ['notes', 'cashbook'] as const;
type NotesPages = typeof import('../features/notes/notes-routes');
/** The notes pages share one chunk, with the Markdown renderer (features/notes/notes-routes.ts). */
const notesPage = (name: keyof NotesPages) =>
  lazyPage(
    () => import('../features/notes/notes-routes').then((pages) => ({ Component: pages[name] })),
    NOTES,
  );

// A contact's page lists its transactions with Transaksi's pieces, so it loads their words too;
// both lists import and export with the directory-io wizard.
const CONTACTS = ['contacts', 'cashbook', 'transactions', 'directory'] as const;
const PRODUCTS = ['products', 'cashbook', 'directory'] as const;
type ContactsPages = typeof import('../features/contacts/contacts-routes');
type ProductsPages = typeof import('../features/products/products-routes');
/** The contacts pages share one chunk (features/contacts/contacts-routes.ts); products too. */
const contactsPage = (name: keyof ContactsPages) =>
  lazyPage(
    () =>
      import('../features/contacts/contacts-routes').then((pages) => ({ Component: pages[name] })),
    CONTACTS,
  );
const productsPage = (name: keyof ProductsPages) =>
  lazyPage(
    () =>
      import('../features/products/products-routes').then((pages) => ({ Component: pages[name] })),
    PRODUCTS,
  );

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
  { path: 'apps/contacts', lazy: contactsPage('ContactsPage') },
  { path: 'apps/contacts/create', lazy: contactsPage('ContactFormPage') },
  { path: 'apps/contacts/form/:id', lazy: contactsPage('ContactFormPage') },
  { path: 'apps/products', lazy: productsPage('ProductsPage') },
  { path: 'apps/products/create', lazy: productsPage('ProductFormPage') },
  { path: 'apps/products/form/:id', lazy: productsPage('ProductFormPage') },
  { path: 'apps/notes', lazy: notesPage('NotesPage') },
  { path: 'apps/notes/create', lazy: notesPage('NoteEditorPage') },
  { path: 'apps/notes/form/:id', lazy: notesPage('NoteEditorPage') },
  // The launcher, notifications and the activity log (features/launcher, notifications, activities).
  { path: 'apps', lazy: lazyPage(() => import('../features/launcher/launcher-page'), APPS) },
  {
    path: 'apps/notifications',
    lazy: lazyPage(
      () => import('../features/notifications/notifications-page'),
      ['notifications', 'cashbook'],
    ),
  },
  {
    path: 'apps/notifications_clean',
    lazy: lazyPage(
      () => import('../features/notifications/notifications-clean-page'),
      ['notifications', 'cashbook'],
    ),
  },
  {
    path: 'apps/notifications-simple',
    lazy: lazyPage(
      () => import('../features/notifications/notifications-simple-page'),
      ['notifications', 'cashbook'],
    ),
  },
  {
    path: 'apps/activities',
    lazy: lazyPage(
      () => import('../features/activities/activities-page'),
      ['activities', 'cashbook'],
    ),
  },
  // Settings (features/settings, and features/team for the users page); they share page pieces
  // and words with the cash book.
  ...(
    [
      ['apps/settings', () => import('../features/settings/settings-page')],
      ['apps/settings/profile', () => import('../features/settings/profile-page')],
      ['apps/settings/password', () => import('../features/settings/password-page')],
      ['apps/settings/privacy', () => import('../features/settings/privacy-page')],
      ['apps/settings/application', () => import('../features/settings/application-page')],
      ['apps/settings/users', () => import('../features/team/team-page')],
    ] as const
  ).map(([path, load]) => ({
    path,
    lazy: lazyPage(load, ['settings', 'team', 'apps', 'cashbook']),
  })),
];
