/**
 * A list read page by page (cursor): a skeleton while the first page loads, the error with a
 * retry, an empty state (another one when filters hide everything), the rows, "load more".
 */
import { Button } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useProgressiveList } from '../lib/use-progressive-list';
import { type Icon, IconFilterOff } from './icons';
import { EmptyState, ListSkeleton, LoadError } from './query-state';

type Props<T> = {
  pages: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** Whether filters are set, so an empty list may only be a narrow view. */
  filtered: boolean;
  empty: { icon: Icon; title: string; body: string; action?: ReactNode };
  /** Left out by a list without filters. */
  emptyFiltered?: { title: string; body: string; clearLabel: string; onClear: () => void };
  loadMoreLabel: string;
  children: (items: T[]) => ReactNode;
};

export function PagedList<T>({
  pages,
  filtered,
  empty,
  emptyFiltered,
  loadMoreLabel,
  children,
}: Props<T>) {
  if (pages.isPending) return <ListSkeleton rows={4} height={64} />;
  if (pages.isError) return <LoadError error={pages.error} onRetry={() => void pages.refetch()} />;
  const items = pages.data.pages.flatMap((page) => page.data);
  if (items.length === 0 && filtered && emptyFiltered) {
    return (
      <EmptyState
        icon={IconFilterOff}
        title={emptyFiltered.title}
        body={emptyFiltered.body}
        action={
          <Button variant="default" onClick={emptyFiltered.onClear}>
            {emptyFiltered.clearLabel}
          </Button>
        }
      />
    );
  }
  if (items.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      <ProgressiveRows items={items} render={children} />
      {pages.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          mx="auto"
        >
          {loadMoreLabel}
        </Button>
      )}
    </>
  );
}

/** The rows, the first screenful at once and the rest in slices (lib/use-progressive-list.ts). */
function ProgressiveRows<T>({ items, render }: { items: T[]; render: (items: T[]) => ReactNode }) {
  const shown = useProgressiveList(items);
  return render(shown);
}
