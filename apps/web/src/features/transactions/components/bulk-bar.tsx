/** Actions on the ticked entries: give them one category, or delete them (after a confirmation). */
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, EntryListItem } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkCategoriseEntries, bulkDeleteEntries } from '../../../api/entries.api';
import { invalidateLedger } from '../../../api/entries.queries';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { IconTrash } from '../../../components/icons';
import { errorMessage } from '../../../lib/error-message';
import type { Selection } from './use-selection';

type Props = {
  selection: Selection;
  /** The loaded entries, to know the direction of the ticked ones. */
  entries: EntryListItem[];
  categories: Category[];
  canUpdate: boolean;
  canDelete: boolean;
  onDone: (message: string) => void;
};

export function BulkBar({ selection, entries, categories, canUpdate, canDelete, onDone }: Props) {
  const { t } = useTranslation(['transactions', 'errors']);
  const client = useQueryClient();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chosen = entries.filter((entry) => selection.has(entry.id));
  const directions = new Set(chosen.map((entry) => entry.direction));
  const kind = directions.size === 1 ? (directions.has('in') ? 'income' : 'expense') : null;
  const options = kind
    ? categories
        .filter((category) => category.kind === kind && !category.archived)
        .map((category) => ({ value: category.id, label: category.name }))
    : [];

  const categorise = useMutation({
    mutationFn: () => bulkCategoriseEntries(selection.ids, categoryId),
    onSuccess: async (count) => {
      const name = categories.find((category) => category.id === categoryId)?.name ?? '';
      selection.clear();
      setCategoryId(null);
      onDone(t('bulk.categorised', { count, category: name }));
      await invalidateLedger(client);
    },
  });
  const remove = useMutation({
    mutationFn: () => bulkDeleteEntries(selection.ids),
    onSuccess: async (count) => {
      selection.clear();
      setConfirming(false);
      onDone(t('bulk.deleted', { count }));
      await invalidateLedger(client);
    },
  });

  if (selection.size === 0) return null;
  const error = categorise.error ?? remove.error;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow="sm"
      pos="sticky"
      top={68}
      style={{ zIndex: 5 }}
      component="section"
      aria-label={t('bulk.label')}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm" aria-live="polite">
            {t('bulk.selected', { count: selection.size })}
          </Text>
          <Button size="compact-sm" variant="subtle" color="gray" onClick={selection.clear}>
            {t('bulk.clear')}
          </Button>
        </Group>
        <Group gap="xs" align="flex-end" wrap="wrap">
          {canUpdate && (
            <>
              <Select
                flex="1 1 180px"
                label={t('bulk.category')}
                description={kind ? undefined : t('bulk.mixed')}
                data={options}
                value={categoryId}
                onChange={setCategoryId}
                disabled={!kind}
                searchable
                comboboxProps={{ withinPortal: true }}
              />
              <Button
                disabled={!kind || !categoryId}
                loading={categorise.isPending}
                onClick={() => categorise.mutate()}
              >
                {t('bulk.apply')}
              </Button>
            </>
          )}
          {canDelete && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setConfirming(true)}
            >
              {t('common:delete')}
            </Button>
          )}
        </Group>
        {error && !confirming && <ErrorAlert error={error} />}
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('bulk.confirmTitle', { count: selection.size })}
        body={t('bulk.confirmBody')}
        confirmLabel={t('bulk.confirmDelete', { count: selection.size })}
        loading={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : null}
        onConfirm={() => remove.mutate()}
      />
    </Paper>
  );
}
