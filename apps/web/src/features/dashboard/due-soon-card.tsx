/**
 * Sent invoices and open debts and credits falling due in the next 14 days, soonest first, each
 * a link to its record. Overdue ones are not here: the overdue card counts them.
 */
import { NavLink, Stack, Text } from '@mantine/core';
import type { DueItem } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyText } from '../../components/money-text';
import { useDateFormat } from '../../lib/business';
import { DashboardCard } from './dashboard-card';

export const dueItemPath = (item: DueItem) =>
  item.kind === 'invoice' ? `/apps/invoice/${item.id}` : `/apps/debtcredit/${item.kind}/${item.id}`;

export function DueSoonCard({ items, today }: { items: DueItem[]; today: string }) {
  const { t } = useTranslation('apps');
  const formatDate = useDateFormat();
  return (
    <DashboardCard testId="due-soon-card" title={t('dashboard.due.title')}>
      {items.length === 0 && <Text c="dimmed">{t('dashboard.due.empty')}</Text>}
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const what =
            item.kind === 'invoice'
              ? t('dashboard.due.invoice', { number: item.number })
              : t(`dashboard.due.${item.kind}`);
          const when =
            item.due_date === today
              ? t('dashboard.due.today')
              : t('dashboard.due.on', { date: formatDate(item.due_date) });
          return (
            <li key={`${item.kind}-${item.id}`}>
              <NavLink
                component={Link}
                to={dueItemPath(item)}
                px={0}
                label={item.contact_name}
                description={`${what} · ${when}`}
                rightSection={
                  <MoneyText amount={item.amount_due} currency={item.currency} fw={600} size="sm" />
                }
                styles={{ label: { overflowWrap: 'anywhere' } }}
              />
            </li>
          );
        })}
      </Stack>
    </DashboardCard>
  );
}
