/**
 * The areas the /apps launcher offers: the navigation the user's role may open, plus the team
 * page (a part of the settings worth its own tile for those who may see the team).
 */

import type { Permission } from '@usaha/shared';
import { type Icon, IconUsers } from '../../components/icons';
import { type AppsNavItem, navFor } from './apps-navigation';

export type LauncherArea = { name: string; to: string; key: string; icon: Icon };

const EXTRA: (LauncherArea & { permission: Permission; before: AppsNavItem['name'] })[] = [
  {
    name: 'team',
    to: '/apps/settings/users',
    key: 'apps:nav.team',
    icon: IconUsers,
    permission: 'team.view',
    before: 'settings',
  },
];

export function launcherAreas(
  permissions: readonly string[],
  roles: readonly string[] = [],
): LauncherArea[] {
  const areas: LauncherArea[] = [];
  for (const item of navFor(permissions, roles)) {
    for (const extra of EXTRA) {
      if (extra.before === item.name && permissions.includes(extra.permission)) areas.push(extra);
    }
    areas.push(item);
  }
  return areas;
}
