/** The pages of the app that exist today, for the screenshot and accessibility runs. */
export const PUBLIC_PAGES = [
  '/',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
];

export const DIAGNOSTIC_PAGES = [
  '/auth/reset-password',
  '/test-api',
  '/auth-test',
  '/demo/auth-flow-test',
  '/clear-storage',
];

export const APP_PAGES = [
  '/dashboard',
  '/apps/settings/profile',
  '/apps/settings/password',
  // The cash book area as a new user sees it (empty states); /apps/cashbook/{id} needs a book.
  '/apps/cashbook',
  '/apps/cashbook/form/new',
  '/apps/cashbook/transfers',
  '/apps/cashbook/categories',
  '/apps/cashbook/transactions/create',
  // Transaksi and Saldo as a new user sees them (empty states, a flat trend).
  '/apps/transactions',
  '/apps/balance',
  // Notes as a new user sees them (empty state) and the editor of a new note.
  '/apps/notes',
  '/apps/notes/create',
  // Contacts and products as a new user sees them (empty states) and their forms.
  '/apps/contacts',
  '/apps/contacts/create',
  '/apps/products',
  '/apps/products/create',
  // The launcher, settings, the team, the activity log and notifications of a new owner.
  '/apps',
  '/apps/settings',
  '/apps/settings/users',
  '/apps/settings/privacy',
  '/apps/settings/application',
  '/apps/activities',
  '/apps/notifications',
  '/apps/notifications_clean',
  '/apps/notifications-simple',
  '/test-notifications',
];

/**
 * The app pages axe also checks at desktop width: the shell (side navigation, header) and the
 * pages that lay out as tables there and as cards on a phone. Their content is checked on every
 * app page at phone width; axe takes more than half of each visit.
 */
export const DESKTOP_AXE_PAGES = ['/dashboard', '/apps/settings/users', '/apps/transactions'];
