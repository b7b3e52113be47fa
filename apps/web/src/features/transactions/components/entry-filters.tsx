/** The Transaksi filter bar: search, quick date ranges, and the other filters (folded on phones). */
import { Button, Card, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Cashbook, type Category, ENTRY_SOURCES, type EntryFilter } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import {
  ClearFiltersButton,
  FilterSearchRow,
  FoldedFilters,
} from '../../../components/filter-search-row';
import { DATE_PRESETS, matchPreset, presetRange } from '../../../lib/date-presets';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { ContactPicker } from '../../contacts/contact-picker';
import { countEntryFilters, type FilterPatch } from '../use-entry-filters';

type Props = {
  filters: EntryFilter;
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
  books: Cashbook[];
  categories: Category[];
  today: string;
};

export function EntryFilters({ filters, onChange, onClear, books, categories, today }: Props) {
  const { t } = useTranslation('transactions');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [text, setText] = useDebouncedSearch(filters.q, onChange);
  const preset = matchPreset(filters, today);
  // The folded fields start open when one of them is in use (a shared link, a reload).
  const [open, setOpen] = useState(
    countEntryFilters({ ...filters, q: undefined, from: undefined, to: undefined }) > 0 ||
      (Boolean(filters.from || filters.to) && !preset),
  );
  const count = countEntryFilters(filters);

  const categoryGroups = (['income', 'expense'] as const)
    .filter(
      (kind) => !filters.direction || kind === (filters.direction === 'in' ? 'income' : 'expense'),
    )
    .map((kind) => ({
      group: t(`kind.${kind}`),
      items: categories
        .filter((category) => category.kind === kind)
        .map((category) => ({ value: category.id, label: category.name })),
    }))
    .filter((group) => group.items.length > 0);

  const fields = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <DateField
        label={t('filters.from')}
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(from) => onChange({ from })}
      />
      <DateField
        label={t('filters.to')}
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(to) => onChange({ to })}
      />
      <Select
        label={t('filters.cashbook')}
        placeholder={t('filters.allCashbooks')}
        data={books.map((book) => ({ value: book.id, label: book.name }))}
        value={filters.cashbook_id ?? null}
        onChange={(value) => onChange({ cashbook_id: value })}
        clearable
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('filters.category')}
        placeholder={t('filters.allCategories')}
        data={categoryGroups}
        value={filters.category_id ?? null}
        onChange={(value) => onChange({ category_id: value })}
        clearable
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <ContactPicker
        label={t('filters.contact')}
        placeholder={t('filters.allContacts')}
        value={filters.contact_id ?? null}
        onChange={(value) => onChange({ contact_id: value })}
      />
      <Select
        label={t('filters.direction')}
        placeholder={t('filters.allDirections')}
        data={[
          { value: 'in', label: t('direction.in') },
          { value: 'out', label: t('direction.out') },
        ]}
        value={filters.direction ?? null}
        onChange={(value) => onChange({ direction: value as EntryFilter['direction'] | null })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('filters.source')}
        placeholder={t('filters.allSources')}
        data={ENTRY_SOURCES.map((source) => ({ value: source, label: t(`source.${source}`) }))}
        value={filters.source ?? null}
        onChange={(value) => onChange({ source: value as EntryFilter['source'] | null })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );

  return (
    <Card withBorder radius="lg" padding="md" role="search" aria-label={t('filters.label')}>
      <Stack gap="sm">
        <FilterSearchRow
          text={text}
          onText={setText}
          wide={wide}
          open={open}
          onToggle={() => setOpen((value) => !value)}
          controls="entry-filter-fields"
          count={count}
          moreLabel={t('filters.more')}
        />
        <Group gap="xs" role="group" aria-label={t('filters.period')}>
          {DATE_PRESETS.map((name) => (
            <Button
              key={name}
              size="compact-sm"
              radius="xl"
              variant={preset === name ? 'filled' : 'default'}
              aria-pressed={preset === name}
              onClick={() => onChange(presetRange(name, today))}
            >
              {t(`presets.${name}`)}
            </Button>
          ))}
          <Button
            size="compact-sm"
            radius="xl"
            variant={!filters.from && !filters.to ? 'filled' : 'default'}
            aria-pressed={!filters.from && !filters.to}
            onClick={() => onChange({ from: null, to: null })}
          >
            {t('presets.all')}
          </Button>
          {count > 0 && (
            <ClearFiltersButton
              onClear={() => {
                setText('');
                onClear();
              }}
            />
          )}
        </Group>
        <FoldedFilters wide={wide} open={open} id="entry-filter-fields">
          {fields}
        </FoldedFilters>
      </Stack>
    </Card>
  );
}
