/** The four things a shop records most, one tap from the dashboard: those the member may record. */
import { Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconFileInvoice,
  IconUserDollar,
} from '../../components/icons';
import { hasPermission, useAuth } from '../../lib/auth-store';

const ACTIONS = [
  {
    key: 'in',
    to: '/apps/cashbook/transactions/create?direction=in',
    icon: IconArrowDownLeft,
    permission: 'transaction.create',
  },
  {
    key: 'out',
    to: '/apps/cashbook/transactions/create?direction=out',
    icon: IconArrowUpRight,
    permission: 'transaction.create',
  },
  {
    key: 'invoice',
    to: '/apps/invoice/create',
    icon: IconFileInvoice,
    permission: 'invoice.manage',
  },
  {
    key: 'kasbon',
    to: '/apps/debtcredit/credit/create',
    icon: IconUserDollar,
    permission: 'debt.manage',
  },
] as const;

export function QuickActions() {
  const { t } = useTranslation('apps');
  const auth = useAuth();
  const actions = ACTIONS.filter((action) => hasPermission(action.permission, auth));
  if (actions.length === 0) return null;
  return (
    <nav aria-label={t('dashboard.quick.title')} data-testid="quick-actions">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {actions.map(({ key, to, icon: Icon }) => (
          <Button
            key={key}
            component={Link}
            to={to}
            variant="light"
            leftSection={<Icon size={18} aria-hidden="true" />}
          >
            {t(`dashboard.quick.${key}`)}
          </Button>
        ))}
      </SimpleGrid>
    </nav>
  );
}
