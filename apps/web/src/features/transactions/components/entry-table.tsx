/** The entries as a table on wide screens; each description links to the entry. */
import { Anchor, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
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
import { MoneyText } from '../../../components/money-text';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatBusinessDate } from '../../../lib/business';
import { useMoneyLocale } from '../../../lib/locale';
import { useProgressiveList } from '../../../lib/use-progressive-list';
import type { Selection } from './use-selection';

type Props = {
  entries: EntryListItem[];
  lookup: Lookup;
  selection: Selection;
  showRunningBalance: boolean;
};

export function EntryTable({ entries, lookup, selection, showRunningBalance }: Props) {
  const { t } = useTranslation('transactions');
  const locale = useMoneyLocale();
  const selectable = entries.filter(selection.canSelect);
  const shown = useProgressiveList(entries);
  const selectedHere = selectable.filter((entry) => selection.has(entry.id)).length;

  return (
    <ScrollRegion label={t('list.label')} minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('list.selectAll')}
                checked={selectable.length > 0 && selectedHere === selectable.length}
                indeterminate={selectedHere > 0 && selectedHere < selectable.length}
                disabled={selectable.length === 0}
                onChange={(event) => selection.setMany(selectable, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th w={120}>{t('list.date')}</Table.Th>
            <Table.Th>{t('list.description')}</Table.Th>
            <Table.Th w={180}>{t('list.category')}</Table.Th>
            <Table.Th w={150}>{t('list.cashbook')}</Table.Th>
            <Table.Th w={160} ta="right">
              {t('list.amount')}
            </Table.Th>
            {showRunningBalance && (
              <Table.Th w={160} ta="right">
                {t('list.balance')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((entry) => {
            const title = entryTitle(t, entry, lookup);
            return (
              <Table.Tr
                key={entry.id}
                data-testid="entry-row"
                bg={selection.has(entry.id) ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={t('list.select', { name: title })}
                    checked={selection.has(entry.id)}
                    disabled={!selection.canSelect(entry)}
                    onChange={() => selection.toggle(entry.id)}
                  />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatBusinessDate(entry.date, locale)}
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Anchor component={Link} to={`/apps/transactions/${entry.id}`} fw={500}>
                      {title}
                    </Anchor>
                    {(entry.reference || entry.source !== 'manual') && (
                      <Group gap={6}>
                        {entry.reference && (
                          <Text size="xs" c="dimmed">
                            {entry.reference}
                          </Text>
                        )}
                        <SourceBadge source={entry.source} />
                      </Group>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <CategoryLabel entry={entry} lookup={lookup} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" truncate>
                    {lookup.books.get(entry.cashbook_id)?.name ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <EntryAmount entry={entry} />
                </Table.Td>
                {showRunningBalance && (
                  <Table.Td ta="right">
                    {entry.running_balance === null ? (
                      '—'
                    ) : (
                      <MoneyText amount={entry.running_balance} currency={entry.currency} fz="sm" />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
