/**
 * The pages of the app that exist today, as a visitor or a new user sees them (empty states), for
 * the screenshot and accessibility runs of main-pages.spec.ts. The feature specs add the states
 * only data reaches (lists with records, detail pages, dialogs) and leave these alone, so no
 * page is checked twice in the same variant.
 */
export const PUBLIC_PAGES = [
  '/',
  '/blog',
  '/faq',
  '/testimonials-demo',
  '/testimonials-simple',
  '/contact',
  '/terms',
  '/privacy',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  // The customer portal opened without a link: what it is for.
  '/portal',
];

export const DIAGNOSTIC_PAGES = [
  '/auth/reset-password',
  '/test-api',
  '/auth-test',
  '/demo/auth-flow-test',
  '/clear-storage',
];

/** The signed-in pages in groups of a test each, so that no test needs minutes. */
export const APP_PAGES = {
  'cash book, Transaksi and Saldo': [
    '/dashboard',
    // /apps/cashbook/{id} needs a book: cashbook.spec.ts shows it.
    '/apps/cashbook',
    '/apps/cashbook/form/new',
    '/apps/cashbook/transfers',
    '/apps/cashbook/categories',
    '/apps/cashbook/transactions/create',
    '/apps/transactions',
    '/apps/balance',
    // With figures, every report's tab is in reports.spec.ts; here the first as a new user sees it.
    '/apps/reports',
  ],
  'notes, contacts and products': [
    '/apps/notes',
    '/apps/notes/create',
    '/apps/tools',
    '/apps/contacts',
    '/apps/contacts/create',
    '/apps/products',
    '/apps/products/create',
    '/apps',
  ],
  // An invoice's page and the portal with a link need an invoice: invoices.spec.ts shows them.
  invoices: ['/apps/invoice', '/apps/invoice/create', '/apps/invoice/invoice/create'],
  // A record's page, its payment and history, and the portal's statement need a record:
  // debtcredit.spec.ts shows them.
  'debts and credits': [
    '/apps/debtcredit',
    '/apps/debtcredit?tab=payable',
    '/apps/debtcredit?new=credit',
    '/apps/debtcredit/credit/create',
    '/apps/debtcredit/debt/create',
  ],
  'settings, team, activity and notifications': [
    '/apps/settings',
    '/apps/settings/profile',
    '/apps/settings/password',
    '/apps/settings/users',
    '/apps/settings/privacy',
    '/apps/settings/application',
    '/apps/settings/subscription',
    '/apps/activities',
    '/apps/notifications',
    '/apps/notifications_clean',
    '/apps/notifications-simple',
    '/test-notifications',
  ],
} as const;

/**
 * The app pages axe also checks at desktop width: the shell (side navigation, header) and the
 * pages that lay out as tables there and as cards on a phone. Their content is checked on every
 * app page at phone width; axe takes more than half of each visit.
 */
export const DESKTOP_AXE_PAGES: readonly string[] = [
  '/dashboard',
  '/apps/settings/users',
  '/apps/transactions',
];
