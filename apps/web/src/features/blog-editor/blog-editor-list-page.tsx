import {
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BLOG_STATUSES, type BlogStatus } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listEditorPosts } from '../../api/blog.api';
import { blogKeys, EDITOR_PAGE_SIZE } from '../../api/blog.queries';
import { IconPencilPlus, IconSearch } from '../../components/icons';
import { Notice, useRouteNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { formatTimestamp } from '../../lib/date-format';
import { useMoneyLocale } from '../../lib/locale';
import { EditorsOnly } from './editors-only';
import { StatusBadge } from './status-badge';

/** `/apps/blog`: every post, the latest change first, by status and title. */
export function BlogEditorListPage() {
  return (
    <EditorsOnly>
      <PostList />
    </EditorsOnly>
  );
}

function PostList() {
  const { t } = useTranslation('blog');
  const locale = useMoneyLocale();
  const [status, setStatus] = useState<BlogStatus | 'all'>('all');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [notice, clearNotice] = useRouteNotice();
  const filter = { status: status === 'all' ? undefined : status, q: q || undefined };
  const posts = useInfiniteQuery({
    queryKey: blogKeys.editorPage(filter),
    queryFn: ({ pageParam }) =>
      listEditorPosts({ ...filter, cursor: pageParam ?? undefined, limit: EDITOR_PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });
  const rows = posts.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={t('editor.listTitle')}
        subtitle={t('editor.listSubtitle')}
        actions={
          <Button
            component={Link}
            to="/apps/blog/create"
            leftSection={<IconPencilPlus size={18} aria-hidden />}
          >
            {t('editor.write')}
          </Button>
        }
      />
      {notice && <Notice notice={notice} onClose={clearNotice} />}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('editor.statusFilter')}
          value={status}
          onChange={(value) => setStatus(value as BlogStatus | 'all')}
          data={[
            { value: 'all', label: t('editor.status.all') },
            ...BLOG_STATUSES.map((value) => ({ value, label: t(`editor.status.${value}`) })),
          ]}
        />
        <TextInput
          type="search"
          aria-label={t('editor.search')}
          placeholder={t('editor.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
      </Group>
      {posts.isPending && <ListSkeleton rows={4} />}
      {posts.isError && <LoadError error={posts.error} onRetry={() => void posts.refetch()} />}
      {posts.data && rows.length === 0 && (
        <EmptyState
          icon={IconPencilPlus}
          title={filter.status || filter.q ? t('editor.noneFound') : t('editor.noneYet')}
          body={t('editor.noneBody')}
        />
      )}
      <Stack gap="sm">
        {rows.map((post) => (
          <Card key={post.id} withBorder radius="md" padding="md" data-testid="editor-post">
            <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
              <Stack gap={4} miw={0}>
                <Anchor component={Link} to={`/apps/blog/form/${post.id}`} fw={600}>
                  {post.title}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  /blog/{post.slug}
                </Text>
                <Text size="xs" c="dimmed">
                  {post.publish_at
                    ? t(
                        post.status === 'scheduled' ? 'editor.scheduledFor' : 'editor.publishedOn',
                        {
                          at: formatTimestamp(post.publish_at, locale),
                        },
                      )
                    : t('editor.updatedOn', { at: formatTimestamp(post.updated_at, locale) })}
                </Text>
              </Stack>
              <StatusBadge status={post.status} />
            </Group>
          </Card>
        ))}
      </Stack>
      {posts.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void posts.fetchNextPage()}
          loading={posts.isFetchingNextPage}
        >
          {t('editor.more')}
        </Button>
      )}
    </Stack>
  );
}
