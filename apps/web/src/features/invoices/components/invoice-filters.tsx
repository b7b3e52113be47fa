/**
 * The invoice list's filter bar: status chips, search by number or customer, and the customer and
 * issue-date range (folded on phones).
 */
import { Button, Card, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InvoiceFilter } from '@usaha/shared';
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
import type { FilterPatch } from '../../../lib/use-url-filter';
import { ContactPicker } from '../../contacts/contact-picker';
import { SHOWN_STATUSES, STATUS_FILTERS, statusOfFilter } from '../invoice-status';

type Props = {
  filter: InvoiceFilter;
  onChange: (patch: FilterPatch<InvoiceFilter>) => void;
  onClear: () => void;
  today: string;
};

const NO_STATUS = { status: null, payment_status: null, overdue: null } as const;

export function InvoiceFilters({ filter, onChange, onClear, today }: Props) {
  const { t } = useTranslation('invoices');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [text, setText] = useDebouncedSearch(filter.q, onChange);
  const chip = statusOfFilter(filter);
  const anyStatus =
    filter.status === undefined &&
    filter.payment_status === undefined &&
    filter.overdue === undefined;
  const preset = matchPreset(filter, today);
  const folded = [filter.contact_id, filter.from, filter.to].filter(Boolean).length;
  // The folded fields start open when one of them is in use (a shared link, a reload).
  const [open, setOpen] = useState(folded > 0);
  const filtered = Object.keys(filter).length > 0;

  const pill = (key: string, label: string, pressed: boolean, onClick: () => void) => (
    <Button
      key={key}
      size="compact-sm"
      radius="xl"
      style={{ flexShrink: 0 }}
      variant={pressed ? 'filled' : 'default'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {label}
    </Button>
  );

  const fields = (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <ContactPicker
          label={t('filters.customer')}
          placeholder={t('filters.allCustomers')}
          kind="customer"
          value={filter.contact_id ?? null}
          onChange={(contact_id) => onChange({ contact_id })}
        />
        <DateField
          label={t('filters.from')}
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(from) => onChange({ from })}
        />
        <DateField
          label={t('filters.to')}
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(to) => onChange({ to })}
        />
      </SimpleGrid>
      <Group gap="xs" role="group" aria-label={t('filters.period')}>
        {DATE_PRESETS.map((name) =>
          pill(name, t(`presets.${name}`), preset === name, () =>
            onChange(presetRange(name, today)),
          ),
        )}
        {pill('all', t('presets.all'), !filter.from && !filter.to, () =>
          onChange({ from: null, to: null }),
        )}
      </Group>
    </Stack>
  );

  return (
    // On a phone the filters sit flat on the page, so the invoices show above the fold.
    <Card
      withBorder={wide}
      radius="lg"
      padding={wide ? 'md' : 0}
      bg={wide ? undefined : 'transparent'}
      role="search"
      aria-label={t('filters.label')}
    >
      <Stack gap="sm">
        {/* One row that scrolls sideways on a phone, rather than three rows of chips. */}
        <Group
          gap="xs"
          wrap="nowrap"
          role="group"
          aria-label={t('filters.status')}
          style={{ overflowX: 'auto', paddingBottom: 2 }}
        >
          {pill('any', t('status.all'), anyStatus, () => onChange(NO_STATUS))}
          {SHOWN_STATUSES.map((status) =>
            pill(status, t(`status.${status}`), chip === status, () =>
              onChange({ ...NO_STATUS, ...STATUS_FILTERS[status] }),
            ),
          )}
        </Group>
        <FilterSearchRow
          text={text}
          onText={setText}
          placeholder={t('filters.searchPlaceholder')}
          wide={wide}
          open={open}
          onToggle={() => setOpen((value) => !value)}
          controls="invoice-filter-fields"
          count={folded}
          moreLabel={t('filters.more')}
        />
        <FoldedFilters wide={wide} open={open} id="invoice-filter-fields">
          {fields}
        </FoldedFilters>
        {filtered && (
          <Group>
            <ClearFiltersButton
              onClear={() => {
                setText('');
                onClear();
              }}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
