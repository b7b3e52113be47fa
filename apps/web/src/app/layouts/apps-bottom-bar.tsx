/**
 * The phone's bottom bar: four places and "More", a menu that starts with the quick actions (a
 * quick invoice) and lists the rest the user may open.
 */
import { Group, Menu, UnstyledButton } from '@mantine/core';
import { IconDots, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { isNavActive, splitNav, useAppsNav } from '../../features/launcher/apps-navigation';
import { useCan } from '../../lib/business';
import classes from './apps-layout.module.css';

/** The quick invoice form: three fields from a phone (features/invoices/quick-invoice-page.tsx). */
const QUICK_INVOICE = '/apps/invoice/invoice/create';

export function AppsBottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { bar, more } = splitNav(useAppsNav());
  const inMore = more.some((item) => isNavActive(pathname, item.to));
  const quickInvoice = useCan('invoice.manage');
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
      {/* No focus placeholder: a menu may hold only its items (axe's aria-required-children). */}
      <Menu
        position="top-end"
        shadow="md"
        width={220}
        offset={4}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <UnstyledButton className={classes.tab} data-active={inMore || undefined}>
            <IconDots size={22} stroke={1.6} aria-hidden="true" />
            <span>{t('apps:nav.more')}</span>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {quickInvoice && (
            <>
              <Menu.Label>{t('apps:quick.label')}</Menu.Label>
              <Menu.Item
                component={Link}
                to={QUICK_INVOICE}
                aria-current={pathname === QUICK_INVOICE ? 'page' : undefined}
                leftSection={<IconFileInvoice size={18} stroke={1.6} aria-hidden="true" />}
              >
                {t('apps:quick.invoice')}
              </Menu.Item>
              <Menu.Divider />
            </>
          )}
          {more.map(({ to, key, icon: Icon }) => (
            <Menu.Item
              key={to}
              component={Link}
              to={to}
              aria-current={isNavActive(pathname, to) ? 'page' : undefined}
              leftSection={<Icon size={18} stroke={1.6} aria-hidden="true" />}
            >
              {t(key)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
