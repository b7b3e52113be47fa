/**
 * A contact's transactions, newest first, with the totals in and out over all of them (the API's
 * totals of the `contact_id` filter); a row opens the transaction.
 */
import { Anchor, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cashbooksQuery } from '../../../api/cashbooks.queries';
import { categoriesQuery } from '../../../api/categories.queries';
import { entriesInfiniteQuery } from '../../../api/entries.queries';
import { EntryAmount, entryTitle, makeLookup } from '../../../components/entry-parts';
import { EntryTotals } from '../../../components/entry-totals';
import { IconReceipt } from '../../../components/icons';
import classes from '../../../components/lists.module.css';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/query-state';
import { useBusiness, useDateFormat } from '../../../lib/business';

export function ContactEntries({ contactId }: { contactId: string }) {
  const { t } = useTranslation(['contacts', 'transactions']);
  const { currency } = useBusiness();
  const formatDate = useDateFormat();
  const titleId = useId();
  const pages = useInfiniteQuery(entriesInfiniteQuery({ contact_id: contactId }));
  const books = useQuery(cashbooksQuery(true));
  const categories = useQuery(categoriesQuery({ includeArchived: true }));
  const lookup = useMemo(
    () => makeLookup(books.data?.books ?? [], categories.data ?? []),
    [books.data, categories.data],
  );
  const entries = pages.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg" id={titleId}>
          {t('entries.title')}
        </Title>
        {entries.length > 0 && (
          <Anchor component={Link} to={`/apps/transactions?contact_id=${contactId}`} size="sm">
            {t('entries.openAll')}
          </Anchor>
        )}
      </Group>
      {pages.isPending ? (
        <ListSkeleton rows={2} height={56} />
      ) : pages.isError ? (
        <LoadError error={pages.error} onRetry={() => void pages.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={IconReceipt}
          title={t('entries.emptyTitle')}
          body={t('entries.emptyBody')}
          order={3}
        />
      ) : (
        <>
          <EntryTotals totals={pages.data.pages[0]?.totals} fallbackCurrency={currency} />
          <Paper withBorder radius="lg">
            <ul className={classes.divided}>
              {entries.map((entry) => (
                <li key={entry.id} data-testid="contact-entry">
                  <UnstyledButton
                    component={Link}
                    to={`/apps/transactions/${entry.id}`}
                    display="block"
                    p="sm"
                  >
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Stack gap={2} miw={0}>
                        <Text size="sm" fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                          {entryTitle(t, entry, lookup)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {[formatDate(entry.date), lookup.books.get(entry.cashbook_id)?.name]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </Stack>
                      <EntryAmount entry={entry} />
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          </Paper>
          {pages.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void pages.fetchNextPage()}
              loading={pages.isFetchingNextPage}
              mx="auto"
            >
              {t('common:loadMore')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
