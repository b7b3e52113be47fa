/** The four things a shop records most, one tap from the dashboard. */
import { Button, SimpleGrid } from '@mantine/core';
import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconFileInvoice,
  IconUserDollar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const ACTIONS = [
  { key: 'in', to: '/apps/cashbook/transactions/create?direction=in', icon: IconArrowDownLeft },
  { key: 'out', to: '/apps/cashbook/transactions/create?direction=out', icon: IconArrowUpRight },
  { key: 'invoice', to: '/apps/invoice/create', icon: IconFileInvoice },
  { key: 'kasbon', to: '/apps/debtcredit/credit/create', icon: IconUserDollar },
] as const;

export function QuickActions() {
  const { t } = useTranslation('apps');
  return (
    <nav aria-label={t('dashboard.quick.title')} data-testid="quick-actions">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {ACTIONS.map(({ key, to, icon: Icon }) => (
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
