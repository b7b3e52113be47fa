import { IconLayoutDashboard, IconLock, IconUser } from '@tabler/icons-react';

/** Only areas that exist; each later issue adds its own entry. */
export const APPS_NAV = [
  {
    to: '/dashboard',
    key: 'apps.nav.dashboard',
    short: 'apps.nav.dashboardShort',
    icon: IconLayoutDashboard,
  },
  {
    to: '/apps/settings/profile',
    key: 'apps.nav.profile',
    short: 'apps.nav.profileShort',
    icon: IconUser,
  },
  {
    to: '/apps/settings/password',
    key: 'apps.nav.password',
    short: 'apps.nav.passwordShort',
    icon: IconLock,
  },
] as const;
