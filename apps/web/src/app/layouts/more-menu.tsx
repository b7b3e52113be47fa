/** The bottom bar's "More" menu, loaded with its first tap (apps-bottom-bar.tsx), open at first. */
import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconCoins, IconFileInvoice } from '../../components/icons';
import { isNavActive, type splitNav } from '../../features/launcher/apps-navigation';
import { useCan } from '../../lib/business';

/** The quick invoice form: three fields from a phone (features/invoices/quick-invoice-page.tsx). */
const QUICK_INVOICE = '/apps/invoice/invoice/create';
/** The debts list with its quick sheet open on a credit (features/debtcredit/debtcredit-page.tsx). */
const QUICK_CREDIT = '/apps/debtcredit?new=credit';

export function MoreMenu({
  trigger,
  more,
}: {
  trigger: ReactElement;
  more: ReturnType<typeof splitNav>['more'];
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const canInvoice = useCan('invoice.manage');
  const canRecordDebts = useCan('debt.manage');
  const quick = [
    ...(canInvoice
      ? [{ to: QUICK_INVOICE, label: 'apps:quick.invoice', icon: IconFileInvoice }]
      : []),
    ...(canRecordDebts ? [{ to: QUICK_CREDIT, label: 'apps:quick.credit', icon: IconCoins }] : []),
  ];
  // No focus placeholder: a menu may hold only its items (axe's aria-required-children).
  return (
    <Menu
      defaultOpened
      position="top-end"
      shadow="md"
      width={220}
      offset={4}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{trigger}</Menu.Target>
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
  );
}
