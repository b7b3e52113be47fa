/** The entries as stacked rows on phones, grouped by date; a row opens the entry. */

import { Box, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { EntryListItem } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CategoryLabel,
  EntryAmount,
  entryTitle,
  type Lookup,
  SourceBadge,
} from '../../../components/entry-parts';
import tap from '../../../components/tap-target.module.css';
import { formatBusinessDate } from '../../../lib/business';
import { useMoneyLocale } from '../../../lib/locale';
import { useProgressiveList } from '../../../lib/use-progressive-list';
import type { Selection } from './use-selection';

type Props = {
  entries: EntryListItem[];
  lookup: Lookup;
  selection: Selection;
};

function groupByDate(entries: readonly EntryListItem[]): [string, EntryListItem[]][] {
  const groups = new Map<string, EntryListItem[]>();
  for (const entry of entries) {
    const list = groups.get(entry.date);
    if (list) list.push(entry);
    else groups.set(entry.date, [entry]);
  }
  return [...groups];
}

export function EntryStack({ entries, lookup, selection }: Props) {
  const { t } = useTranslation('transactions');
  const locale = useMoneyLocale();
  const shown = useProgressiveList(entries);
  return (
    <Stack gap="md">
      {groupByDate(shown).map(([date, items]) => (
        <Stack
          key={date}
          gap={6}
          component="section"
          aria-label={formatBusinessDate(date, locale, 'long')}
        >
          <Text size="sm" fw={600} c="dimmed">
            {formatBusinessDate(date, locale, 'long')}
          </Text>
          <Paper withBorder radius="md">
            {items.map((entry, index) => {
              const title = entryTitle(t, entry, lookup);
              const book = lookup.books.get(entry.cashbook_id)?.name;
              return (
                <Group
                  key={entry.id}
                  gap={0}
                  wrap="nowrap"
                  align="stretch"
                  data-testid="entry-row"
                  style={{
                    borderTop:
                      index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined,
                    background: selection.has(entry.id)
                      ? 'var(--mantine-primary-color-light)'
                      : undefined,
                  }}
                >
                  <Box component="label" pl={4} className={tap.check}>
                    <Checkbox
                      aria-label={t('list.select', { name: title })}
                      checked={selection.has(entry.id)}
                      disabled={!selection.canSelect(entry)}
                      onChange={() => selection.toggle(entry.id)}
                    />
                  </Box>
                  <UnstyledButton
                    component={Link}
                    to={`/apps/transactions/${entry.id}`}
                    flex={1}
                    miw={0}
                    p="sm"
                  >
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                      <Stack gap={4} miw={0}>
                        <Text fw={500} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                          {title}
                        </Text>
                        <CategoryLabel entry={entry} lookup={lookup} />
                        <Group gap={6}>
                          {book && (
                            <Text size="xs" c="dimmed">
                              {book}
                            </Text>
                          )}
                          <SourceBadge source={entry.source} />
                        </Group>
                      </Stack>
                      <EntryAmount entry={entry} />
                    </Group>
                  </UnstyledButton>
                </Group>
              );
            })}
          </Paper>
        </Stack>
      ))}
    </Stack>
  );
}
