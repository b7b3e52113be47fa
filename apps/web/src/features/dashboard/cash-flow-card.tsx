/**
 * The twelve-month cash flow, one currency at a time (amounts of two currencies are never drawn
 * together; the choice of currency comes with the chart, cash-flow-chart.tsx). The chart and its
 * library start loading after the card's first paint, so the dashboard's figures never wait for
 * them (issue 16: the page's first files stay within budget).
 */
import { Skeleton } from '@mantine/core';
import type { CashFlow } from '@usaha/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { DashboardCard } from './dashboard-card';

const CashFlowChart = lazy(() =>
  import('./cash-flow-chart').then((module) => ({ default: module.CashFlowChart })),
);

export function CashFlowCard({ flows }: { flows: CashFlow[] }) {
  const { t } = useTranslation('apps');
  const painted = useAfterFirstPaint();
  const loading = (
    <Skeleton height={240} radius="md" role="status" aria-label={t('dashboard.flow.loading')} />
  );
  return (
    <DashboardCard
      testId="cash-flow-card"
      title={t('dashboard.flow.title')}
      link={{ to: '/apps/balance', label: t('dashboard.flow.open') }}
    >
      {flows.length > 0 &&
        (painted ? (
          <Suspense fallback={loading}>
            <CashFlowChart flows={flows} />
          </Suspense>
        ) : (
          loading
        ))}
    </DashboardCard>
  );
}
