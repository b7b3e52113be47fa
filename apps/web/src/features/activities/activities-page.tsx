/** /apps/activities: the business's audit log, newest first, filtered, with each change's details. */
import { Button, Card, Stack } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Activity } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activitiesInfiniteQuery } from '../../api/activity.queries';
import { IconHistory, IconLock } from '../../components/icons';
import { LoadMore } from '../../components/load-more';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { useCan } from '../../lib/business';
import { ActivityDetail } from './components/activity-detail';
import { ActivityFilters } from './components/activity-filters';
import { ActivityRow } from './components/activity-row';
import { useActivityFilters } from './use-activity-filters';

function ActivityLog() {
  const { t } = useTranslation('activities');
  const canSeeTeam = useCan('team.view');
  const { filter, setFilter, clearFilter } = useActivityFilters();
  const [open, setOpen] = useState<Activity | null>(null);
  const pages = useInfiniteQuery({
    ...activitiesInfiniteQuery(filter),
    placeholderData: keepPreviousData,
  });
  const items = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = Object.values(filter).some(Boolean);

  return (
    <>
      <ActivityFilters
        filter={filter}
        onChange={setFilter}
        onClear={clearFilter}
        canSeeTeam={canSeeTeam}
      />
      {pages.isPending && <ListSkeleton rows={5} height={56} />}
      {pages.isError && <LoadError error={pages.error} onRetry={() => void pages.refetch()} />}
      {pages.isSuccess && items.length === 0 && (
        <EmptyState
          icon={IconHistory}
          title={filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
          body={filtered ? t('list.noMatchBody') : t('list.emptyBody')}
          action={
            filtered && (
              <Button variant="default" onClick={clearFilter}>
                {t('common:clearFilters')}
              </Button>
            )
          }
        />
      )}
      {items.length > 0 && (
        <Card withBorder radius="lg" p={0}>
          {items.map((activity) => (
            <ActivityRow key={activity.id} activity={activity} onOpen={() => setOpen(activity)} />
          ))}
        </Card>
      )}
      <LoadMore pages={pages} label={t('common:loadMore')} />
      <ActivityDetail activity={open} onClose={() => setOpen(null)} />
    </>
  );
}

export function ActivitiesPage() {
  const { t } = useTranslation('activities');
  const allowed = useCan('activity.view');
  return (
    <Stack gap="lg" maw={1040}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {allowed ? (
        <ActivityLog />
      ) : (
        <EmptyState icon={IconLock} title={t('denied.title')} body={t('denied.body')} />
      )}
    </Stack>
  );
}
