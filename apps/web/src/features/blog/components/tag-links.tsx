import { Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import classes from './tag-links.module.css';

/** A post's tags, each the list of posts with that tag. */
export function TagLinks({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={6} className={classes.tags}>
      {tags.map((tag) => (
        <Badge
          key={tag}
          component={Link}
          to={`/blog?tag=${encodeURIComponent(tag)}`}
          variant="light"
          radius="sm"
          className={classes.tag}
        >
          #{tag}
        </Badge>
      ))}
    </Group>
  );
}
