import { Button, Card, Stack, Text } from '@mantine/core';
import type { Category, EntryListItem } from '@usaha/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../../components/lists.module.css';
import { useDateFormat } from '../../../lib/business';
import { useProgressiveList } from '../../../lib/use-progressive-list';
import { EntryRow } from './entry-row';

type EntryListProps = {
  entries: EntryListItem[];
  categories: Map<string, Category>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** Entries newest first under a heading per day, with "load more" for the next page. */
export function EntryList({
  entries,
  categories,
  hasMore,
  loadingMore,
  onLoadMore,
}: EntryListProps) {
  const { t } = useTranslation('cashbook');
  const formatDate = useDateFormat();
  const shown = useProgressiveList(entries);
  return (
    <Stack gap="sm">
      <Card withBorder radius="lg" padding={0}>
        <ul className={classes.plain} data-testid="entry-list">
          {shown.map((entry, index) => {
            const newDay = index === 0 || shown[index - 1]?.date !== entry.date;
            return (
              <Fragment key={entry.id}>
                {newDay && (
                  <li className={classes.day}>
                    <Text
                      size="xs"
                      fw={700}
                      c="dimmed"
                      tt="uppercase"
                      px="md"
                      pt="sm"
                      pb={4}
                      component="h3"
                      m={0}
                    >
                      {formatDate(entry.date, 'full')}
                    </Text>
                  </li>
                )}
                <li>
                  <EntryRow
                    entry={entry}
                    category={entry.category_id ? categories.get(entry.category_id) : undefined}
                  />
                </li>
              </Fragment>
            );
          })}
        </ul>
      </Card>
      {hasMore && (
        <Button variant="default" onClick={onLoadMore} loading={loadingMore} fullWidth>
          {t('common:loadMore')}
        </Button>
      )}
    </Stack>
  );
}
