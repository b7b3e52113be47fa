/**
 * Above the preview rows: how many rows have a suggested category and how many a category, with
 * "accept all suggestions" and "clear categories". Hidden while there is nothing to do.
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import type { ImportPreviewRow } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { IconChecks, IconEraser } from '../../../components/icons';
import { isImported, type RowCategories } from './use-row-categories';

type Props = {
  rows: ImportPreviewRow[];
  included: ReadonlySet<number>;
  categories: RowCategories;
  /** Category ids a row may still be given (not archived since the preview). */
  usable: ReadonlySet<string>;
};

export function CategoryBar({ rows, included, categories, usable }: Props) {
  const { t } = useTranslation('transactions');
  let open = 0;
  let given = 0;
  for (const row of rows) {
    if (!isImported(row, included)) continue;
    if (categories.chosen.has(row.line)) given += 1;
    else if (usable.has(categories.suggestionOf(row)?.category_id ?? '')) open += 1;
  }
  if (open === 0 && given === 0) return null;

  return (
    <Paper withBorder radius="md" p="sm" data-testid="category-bar">
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-live="polite">
          {open > 0 && t('import.preview.suggestionsNote', { count: open })}
          {open > 0 && given > 0 && ' '}
          {given > 0 && t('import.preview.categorisedNote', { count: given })}
        </Text>
        <Group gap="xs">
          {given > 0 && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEraser size={16} aria-hidden="true" />}
              onClick={categories.clear}
            >
              {t('import.preview.clearCategories')}
            </Button>
          )}
          {open > 0 && (
            <Button
              size="xs"
              leftSection={<IconChecks size={16} aria-hidden="true" />}
              onClick={() => categories.acceptAll(rows, included, usable)}
            >
              {t('import.preview.acceptAll')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
