import {
  IconArrowsLeftRight,
  IconLayoutDashboard,
  IconNotebook,
  IconScale,
  IconUser,
} from '@tabler/icons-react';

/**
 * Only areas that exist; each later issue adds its own entry. The phone's bottom bar shows the
 * same list, so it stays at five: the password page is in the user menu.
 */
export const APPS_NAV = [
  {
    to: '/dashboard',
    key: 'apps.nav.dashboard',
    short: 'apps.nav.dashboardShort',
    icon: IconLayoutDashboard,
  },
  {
    to: '/apps/cashbook',
    key: 'apps:nav.cashbook',
    short: 'apps:nav.cashbookShort',
    icon: IconNotebook,
  },
  {
    to: '/apps/transactions',
    key: 'apps:nav.transactions',
    short: 'apps:nav.transactionsShort',
    icon: IconArrowsLeftRight,
  },
  {
    to: '/apps/balance',
    key: 'apps:nav.balance',
    short: 'apps:nav.balanceShort',
    icon: IconScale,
  },
  {
    to: '/apps/settings/profile',
    key: 'apps.nav.profile',
    short: 'apps.nav.profileShort',
    icon: IconUser,
  },
] as const;
