/**
 * The twelve-month cash flow, one currency at a time (amounts of two currencies are never drawn
 * together). The chart and its library start loading after the card's first paint, so the
 * dashboard's figures never wait for them (issue 16: the page's first files stay within budget).
 */
import { SegmentedControl, Skeleton, Stack } from '@mantine/core';
import type { CashFlow } from '@usaha/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { DashboardCard } from './dashboard-card';

const CashFlowChart = lazy(() =>
  import('./cash-flow-chart').then((module) => ({ default: module.CashFlowChart })),
);

export function CashFlowCard({ flows }: { flows: CashFlow[] }) {
  const { t } = useTranslation('apps');
  const [chosen, setChosen] = useState(flows[0]?.currency ?? '');
  const flow = flows.find((item) => item.currency === chosen) ?? flows[0];
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
      <Stack gap="sm">
        {flows.length > 1 && (
          <SegmentedControl
            aria-label={t('dashboard.flow.currency')}
            value={flow?.currency ?? ''}
            onChange={setChosen}
            data={flows.map((item) => item.currency)}
            size="xs"
            style={{ alignSelf: 'flex-start' }}
          />
        )}
        {flow &&
          (painted ? (
            <Suspense fallback={loading}>
              <CashFlowChart flow={flow} />
            </Suspense>
          ) : (
            loading
          ))}
      </Stack>
    </DashboardCard>
  );
}
