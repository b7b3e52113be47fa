/** "Load more" under a cursor-paged list: there while a next page exists, busy while it loads. */
import { Button, Group } from '@mantine/core';

type Pages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

export function LoadMore({ pages, label }: { pages: Pages; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button
        variant="default"
        onClick={() => void pages.fetchNextPage()}
        loading={pages.isFetchingNextPage}
      >
        {label}
      </Button>
    </Group>
  );
}
