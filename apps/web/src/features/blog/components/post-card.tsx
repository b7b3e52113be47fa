import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BlogPostSummary } from '@usaha/shared';
import { Link } from 'react-router';
import { CoverPicture } from './cover-picture';
import classes from './post-card.module.css';
import { PostMeta } from './post-meta';
import { TagLinks } from './tag-links';

/** A post in a list: its cover, title (the link), excerpt, date and tags. */
export function PostCard({
  post,
  headingLevel = 2,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
}) {
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} lang={post.language}>
      {post.cover ? (
        <Card.Section mb="sm">
          <CoverPicture
            cover={post.cover}
            alt={post.title}
            sizes="(min-width: 62em) 360px, (min-width: 48em) 50vw, 100vw"
          />
        </Card.Section>
      ) : null}
      <Stack gap="xs" className={classes.body}>
        <Title order={headingLevel} fz="lg" lh={1.3}>
          <Anchor component={Link} to={`/blog/${post.slug}`} className={classes.link} c="inherit">
            {post.title}
          </Anchor>
        </Title>
        {post.excerpt ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {post.excerpt}
          </Text>
        ) : null}
        <Group justify="space-between" mt="auto" gap="xs">
          <PostMeta publishedAt={post.published_at} minutes={post.reading_minutes} />
        </Group>
        <TagLinks tags={post.tags} />
      </Stack>
    </Card>
  );
}
