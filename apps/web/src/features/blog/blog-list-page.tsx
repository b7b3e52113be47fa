import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BLOG_LANGUAGES, type BlogLanguage } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { BlogFilter } from '../../api/blog.api';
import { blogPageQuery, blogTagsQuery } from '../../api/blog.queries';
import { ErrorAlert } from '../../components/error-alert';
import { PageLoader } from '../../components/page-loader';
import { toQueryString } from '../../lib/api-data';
import { useSiteOrigin } from '../../lib/static-page';
import { PostCard } from './components/post-card';

const isLanguage = (value: string | null): value is BlogLanguage =>
  (BLOG_LANGUAGES as readonly string[]).includes(value ?? '');

/** The filter and page of /blog, from its address. */
export function blogFilterOf(params: URLSearchParams): BlogFilter {
  const lang = params.get('lang');
  return {
    tag: params.get('tag') || undefined,
    lang: isLanguage(lang) ? lang : undefined,
    cursor: params.get('cursor') || undefined,
  };
}

const blogPath = (filter: BlogFilter) => `/blog${toQueryString(filter)}`;

/** `/blog`: the newest posts, by tag and language, a page at a time (each page its own link). */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  const [params] = useSearchParams();
  const filter = blogFilterOf(params);
  const page = useQuery(blogPageQuery(filter));
  const tags = useQuery(blogTagsQuery(filter.lang));
  const origin = useSiteOrigin();
  const base = { tag: filter.tag, lang: filter.lang };

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <title>{filter.tag ? t('tagMetaTitle', { tag: filter.tag }) : t('metaTitle')}</title>
      <meta name="description" content={t('metaDescription')} />
      <link rel="canonical" href={`${origin}${blogPath(filter)}`} />
      <link rel="alternate" type="application/rss+xml" title={t('feedTitle')} href="/rss.xml" />
      <meta property="og:title" content={t('metaTitle')} />
      <meta property="og:description" content={t('metaDescription')} />
      <meta property="og:type" content="website" />
      <Stack gap="xs" mb="lg">
        <Title order={1} fz={{ base: 28, sm: 40 }}>
          {filter.tag ? t('tagTitle', { tag: filter.tag }) : t('title')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('subtitle')}
        </Text>
      </Stack>

      <Stack gap="sm" mb="xl">
        <Group gap="xs" aria-label={t('languageFilter')} role="group">
          {[undefined, ...BLOG_LANGUAGES].map((lang) => (
            <Button
              key={lang ?? 'all'}
              component={Link}
              to={blogPath({ tag: filter.tag, lang })}
              size="xs"
              radius="xl"
              variant={filter.lang === lang ? 'filled' : 'default'}
              aria-current={filter.lang === lang ? 'page' : undefined}
            >
              {t(`language.${lang ?? 'all'}`)}
            </Button>
          ))}
        </Group>
        {tags.data && tags.data.length > 0 ? (
          <Group gap="xs" aria-label={t('tagFilter')} role="group">
            {filter.tag ? (
              <Button
                component={Link}
                to={blogPath({ lang: filter.lang })}
                size="xs"
                variant="subtle"
              >
                {t('allTags')}
              </Button>
            ) : null}
            {tags.data.map(({ tag, posts }) => (
              <Button
                key={tag}
                component={Link}
                to={blogPath({ tag, lang: filter.lang })}
                size="xs"
                radius="xl"
                variant={filter.tag === tag ? 'light' : 'default'}
                aria-current={filter.tag === tag ? 'page' : undefined}
              >
                #{tag} ({posts})
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>

      {page.isPending ? <PageLoader /> : null}
      {page.isError ? <ErrorAlert error={page.error} /> : null}
      {page.data && page.data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {filter.tag || filter.lang ? t('emptyFiltered') : t('empty')}
        </Text>
      ) : null}
      {page.data && page.data.data.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {page.data.data.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </SimpleGrid>
      ) : null}
      <Group justify="center" mt="xl" gap="sm">
        {filter.cursor ? (
          <Button component={Link} to={blogPath(base)} variant="default">
            {t('newest')}
          </Button>
        ) : null}
        {page.data?.has_more && page.data.next_cursor ? (
          <Button
            component={Link}
            to={blogPath({ ...base, cursor: page.data.next_cursor })}
            rel="next"
          >
            {t('olderPosts')}
          </Button>
        ) : null}
      </Group>
    </Container>
  );
}
