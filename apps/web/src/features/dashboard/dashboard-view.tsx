/**
 * The dashboard's cards from one answer: the signed-in page feeds it the business's figures, the
 * public sample page a made-up shop's. A card whose figures are null (not the caller's to see)
 * is left out.
 */
import { SimpleGrid, Stack } from '@mantine/core';
import type { Dashboard } from '@usaha/shared';
import { CashCard } from './cash-card';
import { CashFlowCard } from './cash-flow-card';
import { DueSoonCard } from './due-soon-card';
import { MonthCard } from './month-card';
import { OverdueCard } from './overdue-card';
import { PayablesCard } from './payables-card';
import { QuickActions } from './quick-actions';
import { ReceivablesCard } from './receivables-card';
import { RecentCard } from './recent-card';

/** The figure cards: cash, this month, receivables, payables, overdue invoices (/test-cards too). */
export function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { currency } = dashboard;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {dashboard.cash && <CashCard cash={dashboard.cash} />}
      {dashboard.month && <MonthCard month={dashboard.month} date={dashboard.date} />}
      {dashboard.receivables && (
        <ReceivablesCard receivables={dashboard.receivables} currency={currency} />
      )}
      {dashboard.payables && (
        <PayablesCard
          payables={dashboard.payables}
          position={dashboard.position}
          currency={currency}
        />
      )}
      {dashboard.overdue_invoices && <OverdueCard overdue={dashboard.overdue_invoices} />}
    </SimpleGrid>
  );
}

export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  return (
    <Stack gap="md">
      <QuickActions />
      <DashboardFigures dashboard={dashboard} />
      {dashboard.cash_flow && <CashFlowCard flows={dashboard.cash_flow} />}
      {(dashboard.recent || dashboard.due_soon) && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {dashboard.recent && <RecentCard entries={dashboard.recent} />}
          {dashboard.due_soon && <DueSoonCard items={dashboard.due_soon} today={dashboard.date} />}
        </SimpleGrid>
      )}
    </Stack>
  );
}
