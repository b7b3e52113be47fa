/** The inbox list for one filter: items with checkboxes, the bulk bar, "load more", confirmations. */
import { Button, Card, Stack } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationAction } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxFilter } from '../../../api/notifications.api';
import { notificationsInfiniteQuery } from '../../../api/notifications.queries';
import { ConfirmModal } from '../../../components/confirm-modal';
import { IconBellOff } from '../../../components/icons';
import { LoadMore } from '../../../components/load-more';
import { Notice, type NoticeValue } from '../../../components/notice';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/query-state';
import { useInboxAction } from '../use-inbox-action';
import { useMarkOpened } from '../use-open-notification';
import { BulkBar, ItemMenu } from './inbox-actions';
import { MarkAllRead } from './mark-all-read';
import { NotificationItem } from './notification-item';

export function InboxResults({
  filter,
  onClearFilter,
}: {
  filter: InboxFilter;
  onClearFilter: () => void;
}) {
  const { t } = useTranslation(['notifications', 'errors']);
  const pages = useInfiniteQuery({
    ...notificationsInfiniteQuery(filter),
    placeholderData: keepPreviousData,
  });
  const items = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const markOpened = useMarkOpened();
  const inboxAction = useInboxAction(({ action }, counts) => {
    setChosen(new Set());
    setToDelete(null);
    setNotice({ kind: 'success', text: t(`done.${action}`, { count: counts.count }) });
  });
  // Only what is on screen counts as chosen: a deleted or moved one drops out by itself.
  const selected = items.filter((item) => chosen.has(item.id)).map((item) => item.id);
  const filtered = filter.status !== 'all' || filter.type !== undefined;

  const run = (action: NotificationAction, ids: string[]) => {
    setNotice(null);
    if (action === 'delete') setToDelete(ids);
    else inboxAction.mutate({ action, ids });
  };
  const choose = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  if (pages.isPending) return <ListSkeleton rows={4} height={64} />;
  if (pages.isError) return <LoadError error={pages.error} onRetry={() => void pages.refetch()} />;
  if (items.length === 0) {
    return (
      <Stack gap="md">
        {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
        <EmptyState
          icon={IconBellOff}
          title={filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
          body={filtered ? t('list.noMatchBody') : t('list.emptyBody')}
          action={
            filtered && (
              <Button variant="default" onClick={onClearFilter}>
                {t('list.clearFilters')}
              </Button>
            )
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      {inboxAction.isError && !toDelete && (
        <LoadError error={inboxAction.error} onRetry={() => inboxAction.reset()} />
      )}
      <BulkBar
        selected={selected.length}
        shown={items.length}
        archivedView={filter.status === 'archived'}
        pending={inboxAction.isPending}
        onToggleAll={(all) => setChosen(new Set(all ? items.map((item) => item.id) : []))}
        onAction={(action) => run(action, selected)}
        idle={<MarkAllRead />}
      />
      <Card withBorder radius="lg" p={4}>
        <Stack gap={2}>
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              notification={item}
              onOpen={markOpened}
              selected={chosen.has(item.id)}
              onSelect={(on) => choose(item.id, on)}
              actions={
                <ItemMenu notification={item} onAction={(action) => run(action, [item.id])} />
              }
            />
          ))}
        </Stack>
      </Card>
      <LoadMore pages={pages} label={t('common:loadMore')} />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('confirmDelete.title', { count: toDelete?.length ?? 0 })}
        body={t('confirmDelete.body', { count: toDelete?.length ?? 0 })}
        confirmLabel={t('common:delete')}
        action={inboxAction}
        onConfirm={() => toDelete && inboxAction.mutate({ action: 'delete', ids: toDelete })}
        onClose={() => {
          setToDelete(null);
          inboxAction.reset();
        }}
      />
    </Stack>
  );
}
