/**
 * The phone's bottom bar: four places and "More", a menu that starts with the quick actions (a
 * quick invoice, a kasbon) and lists the rest the user may open.
 */
import { Group, Menu, UnstyledButton } from '@mantine/core';
import { IconCoins, IconDots, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { isNavActive, splitNav, useAppsNav } from '../../features/launcher/apps-navigation';
import { useCan } from '../../lib/business';
import classes from './apps-layout.module.css';

/** The quick invoice form: three fields from a phone (features/invoices/quick-invoice-page.tsx). */
const QUICK_INVOICE = '/apps/invoice/invoice/create';
/** The debts list with its quick sheet open on a credit (features/debtcredit/debtcredit-page.tsx). */
const QUICK_CREDIT = '/apps/debtcredit?new=credit';

export function AppsBottomBar() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { bar, more } = splitNav(useAppsNav());
  const inMore = more.some((item) => isNavActive(pathname, item.to));
  const canInvoice = useCan('invoice.manage');
  const canRecordDebts = useCan('debt.manage');
  const quick = [
    ...(canInvoice
      ? [{ to: QUICK_INVOICE, label: 'apps:quick.invoice', icon: IconFileInvoice }]
      : []),
    ...(canRecordDebts ? [{ to: QUICK_CREDIT, label: 'apps:quick.credit', icon: IconCoins }] : []),
  ];
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
          {quick.length > 0 && (
            <>
              <Menu.Label>{t('apps:quick.label')}</Menu.Label>
              {quick.map(({ to, label, icon: Icon }) => (
                <Menu.Item
                  key={to}
                  component={Link}
                  to={to}
                  aria-current={`${pathname}${search}` === to ? 'page' : undefined}
                  leftSection={<Icon size={18} stroke={1.6} aria-hidden="true" />}
                >
                  {t(label)}
                </Menu.Item>
              ))}
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
