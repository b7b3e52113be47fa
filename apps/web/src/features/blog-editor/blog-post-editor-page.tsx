/**
 * /apps/blog/create and /apps/blog/form/:id: one editor for a new post and an existing one,
 * with the publication panel beside it once the post exists.
 */
import { Card, Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EditorBlogPost } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { editorPostQuery } from '../../api/blog.queries';
import { Notice, useRouteNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { LoadError } from '../../components/query-state';
import { PostForm } from './components/post-form';
import { PublicationPanel } from './components/publication-panel';
import { EditorsOnly } from './editors-only';
import { usePostForm } from './use-post-form';

export function BlogPostEditorPage() {
  return (
    <EditorsOnly>
      <Editor />
    </EditorsOnly>
  );
}

function Editor() {
  const { t } = useTranslation('blog');
  const { id } = useParams();
  const post = useQuery({ ...editorPostQuery(id ?? ''), enabled: Boolean(id) });
  const [notice, clearNotice] = useRouteNotice();
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={{ to: '/apps/blog', label: t('editor.back') }}
        title={id ? t('editor.editTitle') : t('editor.newTitle')}
      />
      {notice && <Notice notice={notice} onClose={clearNotice} />}
      {id && post.isPending && <PageLoader />}
      {id && post.isError && <LoadError error={post.error} onRetry={() => void post.refetch()} />}
      {(!id || post.data) && (
        // A new version from the server (a save, a reload) starts the form afresh.
        <Editing
          key={post.data ? `${post.data.id}:${post.data.version}` : 'new'}
          post={post.data ?? null}
        />
      )}
    </Stack>
  );
}

function Editing({ post }: { post: EditorBlogPost | null }) {
  const form = usePostForm(post);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: post ? 8 : 12 }}>
        <Card withBorder radius="lg" padding="lg">
          <PostForm post={post} form={form} />
        </Card>
      </Grid.Col>
      {post ? (
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PublicationPanel post={post} form={form} />
        </Grid.Col>
      ) : null}
    </Grid>
  );
}
