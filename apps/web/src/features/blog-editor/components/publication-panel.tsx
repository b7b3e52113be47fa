import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import type { EditorBlogPost } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCalendarTime, IconEyeOff, IconSend } from '../../../components/icons';
import { formatTimestamp } from '../../../lib/date-format';
import { useMoneyLocale } from '../../../lib/locale';
import { StatusBadge } from '../status-badge';
import type { PostForm } from '../use-post-form';

/** Where the post stands, and the ways to publish it now, at a time, or take it back. */
export function PublicationPanel({ post, form }: { post: EditorBlogPost; form: PostForm }) {
  const { t } = useTranslation('blog');
  const locale = useMoneyLocale();
  // The phone's own date and time picker (datetime-local), in the device's time zone.
  const [at, setAt] = useState('');
  const busy = form.publication.isPending;
  const isPublic =
    post.status !== 'draft' && post.publish_at !== null && new Date(post.publish_at) <= new Date();
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('editor.publication')}</Text>
          <StatusBadge status={post.status} />
        </Group>
        {post.publish_at ? (
          <Text size="sm" c="dimmed">
            {t(post.status === 'scheduled' ? 'editor.scheduledFor' : 'editor.publishedOn', {
              at: formatTimestamp(post.publish_at, locale),
            })}
          </Text>
        ) : null}
        {isPublic ? (
          <Button
            component={Link}
            to={`/blog/${post.slug}`}
            reloadDocument
            variant="light"
            target="_blank"
          >
            {t('editor.viewPost')}
          </Button>
        ) : null}
        {post.status !== 'published' ? (
          <Button
            leftSection={<IconSend size={18} aria-hidden />}
            loading={busy}
            onClick={() => form.publication.mutate({ action: 'publish', version: post.version })}
          >
            {t('editor.publishNow')}
          </Button>
        ) : null}
        <TextInput
          type="datetime-local"
          label={t('editor.scheduleAt')}
          value={at}
          onChange={(event) => setAt(event.currentTarget.value)}
          error={form.errors.publish_at}
        />
        <Button
          variant="default"
          leftSection={<IconCalendarTime size={18} aria-hidden />}
          disabled={!at}
          loading={busy}
          onClick={() =>
            at &&
            form.publication.mutate({
              action: 'schedule',
              version: post.version,
              publish_at: new Date(at).toISOString(),
            })
          }
        >
          {t('editor.schedule')}
        </Button>
        {post.status !== 'draft' ? (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconEyeOff size={18} aria-hidden />}
            loading={busy}
            onClick={() => form.publication.mutate({ action: 'unpublish', version: post.version })}
          >
            {t('editor.unpublish')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
