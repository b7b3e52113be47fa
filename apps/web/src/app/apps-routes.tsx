/**
 * The areas under /apps/ (SPEC.md §2), children of the apps layout. They load on the first
 * navigation under /apps/ (route-discovery.ts); a deep link fetches them at start-up, beside
 * the configuration and the common words (router.tsx).
 */
import type { RouteObject } from 'react-router';
// The list of the areas' words comes with this table (and its modulepreload hints), so a page's
// words are asked for as soon as the page is (lib/i18n.ts reads the list from here).
import '../lib/area-locales';
import { NotFoundPage } from '../components/not-found-page';
import { lazyPage, prefetchData } from './lazy-route';
import { APPS_LAYOUT_ID } from './route-discovery';

const APPS = ['apps'] as const;
const SETTINGS = ['settings'] as const;
// The entry form's contact picker speaks the contacts' words (creating one from the name typed).
const CASHBOOK = ['cashbook', 'contacts'] as const;

type CashbookPages = typeof import('../features/cashbook/cashbook-routes');
/** The cash book area's pages share one chunk (features/cashbook/cashbook-routes.ts). */
const cashbookPage = (name: keyof CashbookPages) =>
  lazyPage(() => import('../features/cashbook/cashbook-routes'), name, CASHBOOK);
// Each area loads its own words (the generic ones are in `common`, loaded at start), and those
// of the domain widgets it embeds: Transaksi edits an entry with the cash book's entry fields.
const TRANSACTIONS = ['transactions', 'cashbook', 'contacts'] as const;
const BALANCE = ['balance'] as const;
// Notes are imported with directory-io's wizard, which speaks its own words.
const NOTES = ['notes', 'directory'] as const;
type NotesPages = typeof import('../features/notes/notes-routes');
/** The notes pages share one chunk, with the Markdown renderer (features/notes/notes-routes.ts). */
const notesPage = (name: keyof NotesPages) =>
  lazyPage(() => import('../features/notes/notes-routes'), name, NOTES);

// A contact's page lists its transactions with Transaksi's entry pieces and shows where the contact
// stands with Hutang Piutang's card; both lists are framed, imported and exported by directory-io.
const CONTACTS = ['contacts', 'transactions', 'directory', 'debtcredit'] as const;
const PRODUCTS = ['products', 'directory'] as const;
type ContactsPages = typeof import('../features/contacts/contacts-routes');
type ProductsPages = typeof import('../features/products/products-routes');
/** The contacts pages share one chunk (features/contacts/contacts-routes.ts); products too. */
const contactsPage = (name: keyof ContactsPages) =>
  lazyPage(() => import('../features/contacts/contacts-routes'), name, CONTACTS);
const productsPage = (name: keyof ProductsPages) =>
  lazyPage(() => import('../features/products/products-routes'), name, PRODUCTS);

// The invoice editor's pickers speak the contacts' and products' words; its live totals word
// calculateInvoice's refusals with the shared field words.
const INVOICE_EDITOR = ['invoice-editor', 'contacts', 'products', 'fields'] as const;
type InvoiceEditorPages = typeof import('../features/invoices/invoice-editor-routes');
/** The editor and the quick form share one chunk, apart from the list and view (issue 14). */
const invoiceEditorPage = (name: keyof InvoiceEditorPages) =>
  lazyPage(() => import('../features/invoices/invoice-editor-routes'), name, INVOICE_EDITOR);
// The invoice list picks a customer with the contacts' picker; an invoice's page shows the invoice
// as its customer does, with the portal's sheet and words. Both pages share one chunk
// (features/invoices/invoices-routes.ts); the editor has its own, which the list never loads.
const INVOICES = ['invoices', 'contacts'] as const;
const INVOICE = ['invoices', 'portal'] as const;
type InvoicesPages = typeof import('../features/invoices/invoices-routes');
const invoicesPage = (name: keyof InvoicesPages, namespaces: readonly string[]) =>
  lazyPage(() => import('../features/invoices/invoices-routes'), name, namespaces);

// Debts and credits pick and create contacts with the contacts' picker, in its words.
const DEBTCREDIT = ['debtcredit', 'contacts'] as const;
type DebtcreditPages = typeof import('../features/debtcredit/debtcredit-routes');
/** The debts and credits pages share one chunk (features/debtcredit/debtcredit-routes.ts). */
const debtcreditPage = (name: keyof DebtcreditPages) =>
  lazyPage(() => import('../features/debtcredit/debtcredit-routes'), name, DEBTCREDIT);

// The blog's editors (issue 18): their list and editor share one chunk.
const BLOG = ['blog'] as const;
type BlogEditorPages = typeof import('../features/blog-editor/blog-editor-routes');
const blogEditorPage = (name: keyof BlogEditorPages) =>
  lazyPage(() => import('../features/blog-editor/blog-editor-routes'), name, BLOG);

export const APPS_ROUTES: RouteObject[] = [
  { path: 'apps/blog', lazy: blogEditorPage('BlogEditorListPage') },
  { path: 'apps/blog/create', lazy: blogEditorPage('BlogPostEditorPage') },
  { path: 'apps/blog/form/:id', lazy: blogEditorPage('BlogPostEditorPage') },
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
    ...prefetchData(() => import('../features/cashbook/cashbook.prefetch')),
    lazy: cashbookPage('CashbookPage'),
  },
  {
    path: 'apps/transactions',
    ...prefetchData(() => import('../features/transactions/transactions.prefetch')),
    lazy: lazyPage(
      () => import('../features/transactions/transactions-page'),
      'TransactionsPage',
      TRANSACTIONS,
    ),
  },
  {
    path: 'apps/transactions/form/:id',
    lazy: lazyPage(
      () => import('../features/transactions/transaction-form-page'),
      'TransactionFormPage',
      TRANSACTIONS,
    ),
  },
  {
    path: 'apps/transactions/:id',
    lazy: lazyPage(
      () => import('../features/transactions/transaction-detail-page'),
      'TransactionDetailPage',
      TRANSACTIONS,
    ),
  },
  {
    path: 'apps/balance',
    lazy: lazyPage(() => import('../features/balance/balance-page'), 'BalancePage', BALANCE),
  },
  {
    path: 'apps/contacts',
    ...prefetchData(() => import('../features/contacts/contacts.prefetch')),
    lazy: contactsPage('ContactsPage'),
  },
  { path: 'apps/contacts/create', lazy: contactsPage('ContactFormPage') },
  { path: 'apps/contacts/form/:id', lazy: contactsPage('ContactFormPage') },
  { path: 'apps/products', lazy: productsPage('ProductsPage') },
  { path: 'apps/products/create', lazy: productsPage('ProductFormPage') },
  { path: 'apps/products/form/:id', lazy: productsPage('ProductFormPage') },
  { path: 'apps/invoice/create', lazy: invoiceEditorPage('InvoiceEditorPage') },
  { path: 'apps/invoice/edit/:id', lazy: invoiceEditorPage('InvoiceEditorPage') },
  { path: 'apps/invoice/form/:id', lazy: invoiceEditorPage('InvoiceEditorPage') },
  { path: 'apps/invoice/invoice/create', lazy: invoiceEditorPage('QuickInvoicePage') },
  {
    path: 'apps/invoice',
    ...prefetchData(() => import('../features/invoices/invoices.prefetch')),
    lazy: invoicesPage('InvoicesPage', INVOICES),
  },
  { path: 'apps/invoice/:id', lazy: invoicesPage('InvoicePage', INVOICE) },
  {
    path: 'apps/debtcredit',
    ...prefetchData(() => import('../features/debtcredit/debtcredit.prefetch')),
    lazy: debtcreditPage('DebtcreditPage'),
  },
  { path: 'apps/debtcredit/credit/create', lazy: debtcreditPage('CreditCreatePage') },
  { path: 'apps/debtcredit/debt/create', lazy: debtcreditPage('DebtCreatePage') },
  // A record's page; `?edit=1` is its form (SPEC.md names no edit address).
  { path: 'apps/debtcredit/credit/:id', lazy: debtcreditPage('CreditPage') },
  { path: 'apps/debtcredit/debt/:id', lazy: debtcreditPage('DebtPage') },
  { path: 'apps/debtcredit/payment/:id', lazy: debtcreditPage('PaymentPage') },
  { path: 'apps/debtcredit/history/:id', lazy: debtcreditPage('HistoryPage') },
  { path: 'apps/notes', lazy: notesPage('NotesPage') },
  { path: 'apps/notes/create', lazy: notesPage('NoteEditorPage') },
  { path: 'apps/notes/form/:id', lazy: notesPage('NoteEditorPage') },
  // Calculators (issue 16); a result is saved as a note through the notes API.
  {
    path: 'apps/tools',
    lazy: lazyPage(() => import('../features/tools/tools-page'), 'ToolsPage', ['tools']),
  },
  // Reports (issue 16): each report's view and the chart library load with its tab.
  {
    path: 'apps/reports',
    lazy: lazyPage(() => import('../features/reports/reports-page'), 'ReportsPage', ['reports']),
  },
  // The launcher, notifications and the activity log (features/launcher, notifications, activities).
  {
    path: 'apps',
    lazy: lazyPage(() => import('../features/launcher/launcher-page'), 'LauncherPage', APPS),
  },
  {
    path: 'apps/notifications',
    lazy: lazyPage(
      () => import('../features/notifications/notifications-page'),
      'NotificationsPage',
      ['notifications'],
    ),
  },
  {
    path: 'apps/notifications_clean',
    lazy: lazyPage(
      () => import('../features/notifications/notifications-clean-page'),
      'NotificationsCleanPage',
      ['notifications'],
    ),
  },
  {
    path: 'apps/notifications-simple',
    lazy: lazyPage(
      () => import('../features/notifications/notifications-simple-page'),
      'NotificationsSimplePage',
      ['notifications'],
    ),
  },
  {
    path: 'apps/activities',
    lazy: lazyPage(() => import('../features/activities/activities-page'), 'ActivitiesPage', [
      'activities',
    ]),
  },
  // Settings (features/settings); the profile and password pages speak the apps shell's words.
  {
    path: 'apps/settings',
    lazy: lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage', SETTINGS),
  },
  {
    path: 'apps/settings/profile',
    lazy: lazyPage(() => import('../features/settings/profile-page'), 'ProfilePage', SETTINGS),
  },
  {
    path: 'apps/settings/password',
    lazy: lazyPage(() => import('../features/settings/password-page'), 'PasswordPage', SETTINGS),
  },
  {
    path: 'apps/settings/privacy',
    lazy: lazyPage(
      () => import('../features/settings/privacy-page'),
      'PrivacySettingsPage',
      SETTINGS,
    ),
  },
  {
    path: 'apps/settings/application',
    lazy: lazyPage(
      () => import('../features/settings/application-page'),
      'ApplicationSettingsPage',
      SETTINGS,
    ),
  },
  {
    path: 'apps/settings/setup',
    lazy: lazyPage(() => import('../features/settings/setup-page'), 'SetupPage', SETTINGS),
  },
  {
    path: 'apps/billing',
    lazy: lazyPage(() => import('../features/billing/billing-page'), 'BillingPage', ['billing']),
  },
  {
    path: 'apps/settings/subscription',
    lazy: lazyPage(
      () => import('../features/settings/subscription-page'),
      'SubscriptionPage',
      SETTINGS,
    ),
  },
  // The users page (features/team) under the settings header (a settings widget).
  {
    path: 'apps/settings/users',
    lazy: lazyPage(() => import('../features/team/team-page'), 'TeamPage', ['team', ...SETTINGS]),
  },
  // Where a checkout comes back to: the payment's state as the database has it.
  ...['payment/success', 'payment/cancel', 'payment/status/:id'].map((path) => ({
    path,
    lazy: lazyPage(() => import('../features/billing/payment-result-page'), 'PaymentResultPage', [
      'billing',
    ]),
  })),
  // A missing page under /apps/ is a 404 inside the apps shell, with the user's navigation.
  { path: 'apps/*', element: <NotFoundPage /> },
];

/** Where the discovery patches these routes in (route-discovery.ts). */
export const ROUTE_TABLE: Record<string, RouteObject[]> = { [APPS_LAYOUT_ID]: APPS_ROUTES };
