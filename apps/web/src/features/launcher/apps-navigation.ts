import { isEditor, type Permission } from '@usaha/shared';
import {
  type Icon,
  IconAddressBook,
  IconArrowsLeftRight,
  IconArticle,
  IconBell,
  IconCalculator,
  IconCoins,
  IconFileInvoice,
  IconHistory,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconNote,
  IconNotebook,
  IconPackage,
  IconReceipt,
  IconReportAnalytics,
  IconScale,
  IconSettings,
} from '../../components/icons';
import { useAuth } from '../../lib/auth-store';

/**
 * Only areas that exist; each later issue adds its own entry, with the permission it needs: the
 * navigation shows a user only what their role may open. The side navigation lists them all; the
 * phone's bottom bar keeps five places: four entries (the `bar` ones, topped up from `more` when
 * a role lacks one) and "More", a menu with the rest. The password page is in the user menu.
 */
export const APPS_NAV = [
  {
    name: 'dashboard',
    to: '/dashboard',
    key: 'apps.nav.dashboard',
    short: 'apps.nav.dashboardShort',
    icon: IconLayoutDashboard,
    place: 'bar',
    permission: null,
  },
  {
    name: 'cashbook',
    to: '/apps/cashbook',
    key: 'apps:nav.cashbook',
    short: 'apps:nav.cashbookShort',
    icon: IconNotebook,
    place: 'bar',
    permission: 'cashbook.view',
  },
  {
    name: 'transactions',
    to: '/apps/transactions',
    key: 'apps:nav.transactions',
    short: 'apps:nav.transactionsShort',
    icon: IconArrowsLeftRight,
    place: 'bar',
    permission: 'transaction.view',
  },
  {
    name: 'balance',
    to: '/apps/balance',
    key: 'apps:nav.balance',
    short: 'apps:nav.balanceShort',
    icon: IconScale,
    place: 'bar',
    permission: 'cashbook.view',
  },
  {
    name: 'reports',
    to: '/apps/reports',
    key: 'apps:nav.reports',
    short: 'apps:nav.reports',
    icon: IconReportAnalytics,
    place: 'more',
    permission: 'report.view',
  },
  {
    name: 'invoices',
    to: '/apps/invoice',
    key: 'apps:nav.invoices',
    short: 'apps:nav.invoices',
    icon: IconFileInvoice,
    place: 'more',
    permission: 'invoice.view',
  },
  {
    name: 'debtcredit',
    to: '/apps/debtcredit',
    key: 'apps:nav.debtcredit',
    short: 'apps:nav.debtcredit',
    icon: IconCoins,
    place: 'more',
    permission: 'debt.view',
  },
  {
    name: 'contacts',
    to: '/apps/contacts',
    key: 'apps:nav.contacts',
    short: 'apps:nav.contacts',
    icon: IconAddressBook,
    place: 'more',
    permission: 'contact.view',
  },
  {
    name: 'products',
    to: '/apps/products',
    key: 'apps:nav.products',
    short: 'apps:nav.products',
    icon: IconPackage,
    place: 'more',
    permission: 'product.view',
  },
  {
    name: 'notes',
    to: '/apps/notes',
    key: 'apps:nav.notes',
    short: 'apps:nav.notes',
    icon: IconNote,
    place: 'more',
    permission: 'note.view',
  },
  {
    name: 'tools',
    to: '/apps/tools',
    key: 'apps:nav.tools',
    short: 'apps:nav.tools',
    icon: IconCalculator,
    place: 'more',
    permission: null,
  },
  {
    name: 'notifications',
    to: '/apps/notifications',
    key: 'apps:nav.notifications',
    short: 'apps:nav.notifications',
    icon: IconBell,
    place: 'more',
    permission: 'notification.view',
  },
  {
    name: 'activities',
    to: '/apps/activities',
    key: 'apps:nav.activities',
    short: 'apps:nav.activities',
    icon: IconHistory,
    place: 'more',
    permission: 'activity.view',
  },
  {
    name: 'billing',
    to: '/apps/billing',
    key: 'apps:nav.billing',
    short: 'apps:nav.billing',
    icon: IconReceipt,
    place: 'more',
    permission: 'billing.manage',
  },
  {
    // The platform's blog, for its editors (issue 18): shown to no one else.
    name: 'blog',
    to: '/apps/blog',
    key: 'apps:nav.blog',
    short: 'apps:nav.blog',
    icon: IconArticle,
    place: 'more',
    permission: null,
    editors: true,
  },
  {
    name: 'settings',
    to: '/apps/settings',
    key: 'apps:nav.settings',
    short: 'apps:nav.settings',
    icon: IconSettings,
    place: 'more',
    permission: null,
  },
] as const satisfies readonly {
  name: string;
  to: string;
  key: string;
  short: string;
  icon: Icon;
  place: 'bar' | 'more';
  permission: Permission | null;
  /** Only for the blog's editors (a platform role, not a business permission). */
  editors?: boolean;
}[];

export type AppsNavItem = (typeof APPS_NAV)[number];

/**
 * The /apps launcher ends the phone's "More" menu. The side navigation already lists every
 * area, so it does not repeat it there.
 */
export const LAUNCHER_NAV = {
  name: 'launcher',
  to: '/apps',
  key: 'apps:nav.launcher',
  short: 'apps:nav.launcher',
  icon: IconLayoutGrid,
  place: 'more',
  permission: null,
} as const;

type PhoneNavItem = AppsNavItem | typeof LAUNCHER_NAV;

/** How many places of the phone's bar hold areas; the fifth is "More". */
export const BAR_PLACES = 4;

/** The entries a user with these permissions (and platform roles) may open, in their order. */
export function navFor(
  permissions: readonly string[],
  roles: readonly string[] = [],
): AppsNavItem[] {
  return APPS_NAV.filter((item) => {
    if ('editors' in item && item.editors) return isEditor(roles);
    return item.permission === null || permissions.includes(item.permission);
  });
}

/** The phone's split: four places on the bar (from `bar`, then `more`), the rest under "More". */
export function splitNav(items: readonly AppsNavItem[]): {
  bar: AppsNavItem[];
  more: PhoneNavItem[];
} {
  const preferred = items.filter((item) => item.place === 'bar');
  const others = items.filter((item) => item.place !== 'bar');
  const bar = [...preferred, ...others].slice(0, BAR_PLACES);
  return { bar, more: [...items.filter((item) => !bar.includes(item)), LAUNCHER_NAV] };
}

/** The areas the signed-in user may open (the side navigation, the bottom bar, the launcher). */
export function useAppsNav(): AppsNavItem[] {
  const { user } = useAuth();
  return navFor(user?.permissions ?? [], user?.roles ?? []);
}

/** A section's pages (a contact's form, a book) light up its entry too; the launcher only itself. */
export function isNavActive(pathname: string, to: string): boolean {
  if (to === LAUNCHER_NAV.to) return pathname === to;
  return pathname === to || pathname.startsWith(`${to}/`);
}
