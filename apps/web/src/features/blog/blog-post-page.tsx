import { Anchor, Container, Divider, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@usaha/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { blogPostQuery } from '../../api/blog.queries';
import { ErrorAlert } from '../../components/error-alert';
import { MarkdownView } from '../../components/markdown-view';
import { NotFoundPage } from '../../components/not-found-page';
import { PageLoader } from '../../components/page-loader';
import classes from './blog-post-page.module.css';
import { CoverPicture } from './components/cover-picture';
import { PostCard } from './components/post-card';
import { PostHead } from './components/post-head';
import { PostMeta } from './components/post-meta';
import { ShareButtons } from './components/share-buttons';
import { TagLinks } from './components/tag-links';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: number }).status === 404;

/** `/blog/{slug}`: one post, readable on a phone, with its tags, sharing and related posts. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useQuery(blogPostQuery(slug));
  const navigate = useNavigate();
  const moved = post.data && post.data.slug !== slug ? post.data.slug : null;
  // The API followed an old address to the post's current one: the address bar follows too.
  useEffect(() => {
    if (moved) void navigate(`/blog/${moved}`, { replace: true });
  }, [moved, navigate]);

  if (post.isPending) return <PageLoader />;
  if (post.isError) {
    if (isNotFound(post.error)) return <NotFoundPage />;
    return (
      <Container size="sm" py="xl">
        <ErrorAlert error={post.error} />
      </Container>
    );
  }
  return <Article post={post.data} />;
}

export function Article({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const path = `/blog/${post.slug}`;
  return (
    <Container size="sm" py={{ base: 24, sm: 48 }} component="article" lang={post.language}>
      <PostHead post={post} />
      <Stack gap="md">
        <Anchor component={Link} to="/blog" size="sm">
          ← {t('backToBlog')}
        </Anchor>
        <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.2}>
          {post.title}
        </Title>
        <PostMeta
          publishedAt={post.published_at}
          minutes={post.reading_minutes}
          author={post.author_name}
        />
        {post.cover ? (
          <CoverPicture
            cover={post.cover}
            alt={post.title}
            sizes="(min-width: 48em) 720px, 100vw"
            priority
          />
        ) : null}
        {post.excerpt ? <p className={classes.lead}>{post.excerpt}</p> : null}
        <MarkdownView source={post.body} className={classes.body} testId="post-body" />
        <TagLinks tags={post.tags} />
        <ShareButtons title={post.title} path={path} />
      </Stack>
      {post.related.length > 0 ? (
        <>
          <Divider my="xl" />
          <Title order={2} fz="xl" mb="md">
            {t('related')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {post.related.map((related) => (
              <PostCard key={related.id} post={related} headingLevel={3} />
            ))}
          </SimpleGrid>
        </>
      ) : null}
    </Container>
  );
}
