import { Chip, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteFilter } from '../../../api/notes.api';
import { IconSearch } from '../../../components/icons';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import type { NoteFilterPatch } from '../use-note-filters';

type Props = {
  filter: NoteFilter;
  onChange: (patch: NoteFilterPatch) => void;
  /** Tags of the notes on screen, offered as chips. */
  tags: string[];
};

/** Search (sent once typing pauses), who sees the notes, and the tags as chips. */
export function NoteFilters({ filter, onChange, tags }: Props) {
  const { t } = useTranslation('notes');
  const onSearch = useCallback(
    (patch: { q?: string | null }) => onChange({ q: patch.q }),
    [onChange],
  );
  const [text, setText] = useDebouncedSearch(filter.q, onSearch);
  const shownTags = filter.tag && !tags.includes(filter.tag) ? [filter.tag, ...tags] : tags;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 220px' }}
        />
        <SegmentedControl
          aria-label={t('list.visibilityLabel')}
          value={filter.visibility ?? 'all'}
          onChange={(value) =>
            onChange({ visibility: value === 'private' || value === 'shared' ? value : null })
          }
          data={[
            { value: 'all', label: t('list.visibility.all') },
            { value: 'private', label: t('list.visibility.private') },
            { value: 'shared', label: t('list.visibility.shared') },
          ]}
        />
      </Group>
      {shownTags.length > 0 && (
        <Group gap={6} role="group" aria-label={t('list.tagsLabel')}>
          {shownTags.map((tag) => (
            <Chip
              key={tag}
              size="xs"
              checked={filter.tag === tag}
              onChange={(checked) => onChange({ tag: checked ? tag : null })}
            >
              #{tag}
            </Chip>
          ))}
        </Group>
      )}
    </Stack>
  );
}
