/** /apps/notifications-simple: one line each (dot, title, when); a tap marks it read and opens it. */
import { Button, Card, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationsInfiniteQuery } from '../../api/notifications.queries';
import { IconBellOff, IconListDetails } from '../../components/icons';
import { LoadMore } from '../../components/load-more';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { useTimeFormat } from '../../lib/relative-time';
import classes from './components/simple-list.module.css';
import { INBOX_PATH, notificationTarget, useMarkOpened } from './use-open-notification';

const ALL = { status: 'all' } as const;

export function NotificationsSimplePage() {
  const { t } = useTranslation('notifications');
  const time = useTimeFormat();
  const markOpened = useMarkOpened();
  const pages = useInfiniteQuery(notificationsInfiniteQuery(ALL));
  const items = pages.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader
        title={t('simple.title')}
        subtitle={t('simple.subtitle')}
        actions={
          <Button
            component={Link}
            to={INBOX_PATH}
            variant="default"
            leftSection={<IconListDetails size={18} aria-hidden="true" />}
          >
            {t('simple.full')}
          </Button>
        }
      />
      {pages.isPending && <ListSkeleton rows={5} height={40} />}
      {pages.isError && <LoadError error={pages.error} onRetry={() => void pages.refetch()} />}
      {pages.isSuccess && items.length === 0 && (
        <EmptyState icon={IconBellOff} title={t('list.emptyTitle')} body={t('list.emptyBody')} />
      )}
      {items.length > 0 && (
        <Card withBorder radius="lg" p={0}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={notificationTarget(item)}
                  className={classes.row}
                  onClick={() => markOpened(item)}
                  data-testid="simple-notification"
                >
                  <span
                    className={classes.dot}
                    data-read={item.read || undefined}
                    role="img"
                    aria-label={item.read ? t('item.read') : t('item.unread')}
                  />
                  <Text size="sm" fw={item.read ? 400 : 700} truncate style={{ flex: 1 }}>
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                    <time dateTime={item.created_at} title={time.exact(item.created_at)}>
                      {time.short(item.created_at)}
                    </time>
                  </Text>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <LoadMore pages={pages} label={t('common:loadMore')} />
    </Stack>
  );
}
