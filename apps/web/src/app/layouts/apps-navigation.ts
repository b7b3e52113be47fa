import {
  IconAddressBook,
  IconArrowsLeftRight,
  IconLayoutDashboard,
  IconNote,
  IconNotebook,
  IconPackage,
  IconScale,
  IconUser,
} from '@tabler/icons-react';

/**
 * Only areas that exist; each later issue adds its own entry. The side navigation shows them
 * all; the phone's bottom bar keeps five places: the `bar` entries and "More", a menu with the
 * `more` entries. The password page is in the user menu.
 */
export const APPS_NAV = [
  {
    to: '/dashboard',
    key: 'apps.nav.dashboard',
    short: 'apps.nav.dashboardShort',
    icon: IconLayoutDashboard,
    place: 'bar',
  },
  {
    to: '/apps/cashbook',
    key: 'apps:nav.cashbook',
    short: 'apps:nav.cashbookShort',
    icon: IconNotebook,
    place: 'bar',
  },
  {
    to: '/apps/transactions',
    key: 'apps:nav.transactions',
    short: 'apps:nav.transactionsShort',
    icon: IconArrowsLeftRight,
    place: 'bar',
  },
  {
    to: '/apps/balance',
    key: 'apps:nav.balance',
    short: 'apps:nav.balanceShort',
    icon: IconScale,
    place: 'bar',
  },
  {
    to: '/apps/contacts',
    key: 'apps:nav.contacts',
    short: 'apps:nav.contacts',
    icon: IconAddressBook,
    place: 'more',
  },
  {
    to: '/apps/products',
    key: 'apps:nav.products',
    short: 'apps:nav.products',
    icon: IconPackage,
    place: 'more',
  },
  {
    to: '/apps/notes',
    key: 'apps:nav.notes',
    short: 'apps:nav.notes',
    icon: IconNote,
    place: 'more',
  },
  {
    to: '/apps/settings/profile',
    key: 'apps.nav.profile',
    short: 'apps.nav.profileShort',
    icon: IconUser,
    place: 'more',
  },
] as const;

export type AppsNavItem = (typeof APPS_NAV)[number];

/** A section's pages (a contact's form, a book) light up its entry too. */
export function isNavActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
