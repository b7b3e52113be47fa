/**
 * The phone's bottom bar: four places and "More", a menu that starts with the quick actions (a
 * quick invoice, a kasbon) and lists the rest the user may open (more-menu.tsx).
 */
import { Group, UnstyledButton } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { IconDots } from '../../components/icons';
import { OpenOnTap } from '../../components/open-on-tap';
import { isNavActive, splitNav, useAppsNav } from '../../features/launcher/apps-navigation';
import classes from './apps-layout.module.css';

// The "More" menu and Mantine's menu code load with its first tap (components/open-on-tap.tsx).
const MoreMenu = lazy(() => import('./more-menu').then((module) => ({ default: module.MoreMenu })));

export function AppsBottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { bar, more } = splitNav(useAppsNav());
  const inMore = more.some((item) => isNavActive(pathname, item.to));
  const moreTrigger = (
    <UnstyledButton className={classes.tab} data-active={inMore || undefined}>
      <IconDots size={22} stroke={1.6} aria-hidden="true" />
      <span>{t('apps:nav.more')}</span>
    </UnstyledButton>
  );
  return (
    <Group grow h="100%" gap={0}>
      {bar.map(({ to, short, icon: Icon }) => (
        <UnstyledButton
          key={to}
          component={NavLink}
          to={to}
          className={classes.tab}
          data-active={isNavActive(pathname, to) || undefined}
        >
          <Icon size={22} stroke={1.6} aria-hidden="true" />
          <span>{t(short)}</span>
        </UnstyledButton>
      ))}
      <OpenOnTap trigger={moreTrigger} popup="menu">
        <MoreMenu trigger={moreTrigger} more={more} />
      </OpenOnTap>
    </Group>
  );
}
