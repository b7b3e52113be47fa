/**
 * /apps/reports (issue 16): one report at a time, chosen by `?report=` in the address (an unknown
 * value shows the first), with its controls and export menu above its chart and table.
 */
import { Button, Group, Stack } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Notice, type NoticeValue, warningOf } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { ReportControls } from './report-controls';
import { reportParams } from './report-params';
import { REPORT_TABS } from './report-tabs';

export function ReportsPage() {
  const { t } = useTranslation('reports');
  const [search] = useSearchParams();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const wanted = search.get('report');
  const tab = REPORT_TABS.find((item) => item.name === wanted) ?? REPORT_TABS[0];
  if (!tab) return null;
  const params = reportParams(search, tab);
  const View = tab.View;
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <nav aria-label={t('pick')}>
        <Group gap="xs">
          {REPORT_TABS.map((item) => (
            <Button
              key={item.name}
              component={Link}
              to={`?report=${item.name}`}
              size="compact-md"
              radius="xl"
              variant={item === tab ? 'filled' : 'default'}
              aria-current={item === tab ? 'page' : undefined}
            >
              {t(item.label)}
            </Button>
          ))}
        </Group>
      </nav>
      <ReportControls
        tab={tab}
        params={params}
        onError={(error) => setNotice(warningOf(t, error))}
      />
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      <Suspense fallback={<PageLoader />}>
        <View params={params} />
      </Suspense>
    </Stack>
  );
}
