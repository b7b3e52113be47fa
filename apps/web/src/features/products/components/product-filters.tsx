/** The products list's filter bar: search by SKU or name, and active / inactive / all. */
import { Card, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFilter } from '../../../api/products.api';
import { IconSearch } from '../../../components/icons';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import type { FilterPatch } from '../../../lib/use-url-filter';

type Props = {
  filter: ProductFilter;
  onChange: (patch: FilterPatch<ProductFilter>) => void;
};

export function ProductFilters({ filter, onChange }: Props) {
  const { t } = useTranslation('products');
  const [text, setText] = useDebouncedSearch(
    filter.q,
    useCallback((patch: { q?: string | null }) => onChange({ q: patch.q }), [onChange]),
  );
  const status = filter.active === undefined ? 'all' : filter.active ? 'active' : 'inactive';

  return (
    <Card withBorder radius="lg" padding="md" role="search" aria-label={t('filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ alignItems: 'end' }}>
        <TextInput
          type="search"
          label={t('common:search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <SegmentedControl
          fullWidth
          aria-label={t('filters.status')}
          value={status}
          onChange={(value) => onChange({ active: value === 'all' ? null : value === 'active' })}
          data={[
            { value: 'active', label: t('filters.active') },
            { value: 'inactive', label: t('filters.inactive') },
            { value: 'all', label: t('filters.all') },
          ]}
        />
      </SimpleGrid>
    </Card>
  );
}
