/** The contacts list's filter bar: kind tabs, search, tag and the archived switch. */
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactFilter } from '../../../api/contacts.api';
import { IconSearch, IconTag } from '../../../components/icons';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import type { FilterPatch } from '../../../lib/use-url-filter';

type Props = {
  filter: ContactFilter;
  onChange: (patch: FilterPatch<ContactFilter>) => void;
};

const ALL = 'all';
/** What the shared debounced search box reports. */
type TextPatch = { q?: string | null };

export function ContactFilters({ filter, onChange }: Props) {
  const { t } = useTranslation('contacts');
  // The search boxes reach the URL (and the API) once typing pauses.
  const [text, setText] = useDebouncedSearch(
    filter.q,
    useCallback((patch: TextPatch) => onChange({ q: patch.q }), [onChange]),
  );
  const [tag, setTag] = useDebouncedSearch(
    filter.tag,
    useCallback((patch: TextPatch) => onChange({ tag: patch.q }), [onChange]),
  );

  return (
    <Card withBorder radius="lg" padding="md" role="search" aria-label={t('filters.label')}>
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          aria-label={t('filters.kind')}
          value={filter.kind ?? ALL}
          onChange={(value) =>
            onChange({ kind: value === 'customer' || value === 'supplier' ? value : null })
          }
          data={[
            { value: ALL, label: t('tabs.all') },
            { value: 'customer', label: t('tabs.customer') },
            { value: 'supplier', label: t('tabs.supplier') },
          ]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="search"
            label={t('common:search')}
            placeholder={t('filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <TextInput
            type="search"
            label={t('filters.tag')}
            placeholder={t('filters.tagPlaceholder')}
            leftSection={<IconTag size={16} aria-hidden="true" />}
            value={tag}
            maxLength={30}
            onChange={(event) => setTag(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group>
          <Switch
            label={t('filters.archived')}
            checked={Boolean(filter.include_archived)}
            onChange={(event) =>
              onChange({ include_archived: event.currentTarget.checked ? true : null })
            }
          />
        </Group>
      </Stack>
    </Card>
  );
}
