/**
 * A preview row's category: a choice among the categories of its direction, the suggestion and
 * why (a saved rule, or a like transaction of the books) while none is chosen, and a way to save
 * the chosen category as a rule for rows like it.
 */
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { Category, CategorySuggestion, ImportPreviewRow } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { IconBookmarkPlus, IconCheck } from '../../../components/icons';
import { formatBusinessDate } from '../../../lib/business';
import { useMoneyLocale } from '../../../lib/locale';

type Props = {
  row: ImportPreviewRow;
  /** The usable categories of the row's kind. */
  categories: Category[];
  chosen: string | null;
  suggestion: CategorySuggestion | null;
  onChoose: (categoryId: string | null) => void;
  /** Absent when the user may not save rules. */
  onSaveRule?: () => void;
};

/** "rule: INDOMARET" or "like the transaction of 12/10/2026". */
export function useSuggestionReason() {
  const { t } = useTranslation('transactions');
  const locale = useMoneyLocale();
  return (suggestion: CategorySuggestion) =>
    suggestion.source === 'rule'
      ? t('import.preview.becauseRule', { text: suggestion.contains })
      : t('import.preview.becauseHistory', { date: formatBusinessDate(suggestion.date, locale) });
}

export function RowCategory({ row, categories, chosen, suggestion, onChoose, onSaveRule }: Props) {
  const { t } = useTranslation('transactions');
  const reason = useSuggestionReason();
  const suggested = suggestion
    ? categories.find((category) => category.id === suggestion.category_id)
    : undefined;
  const fromSuggestion = suggestion !== null && chosen === suggestion.category_id;
  const fromRule = fromSuggestion && suggestion?.source === 'rule';

  return (
    <Stack gap={4} data-testid="row-category">
      <Select
        size="xs"
        aria-label={t('import.preview.categoryOf', { line: row.line })}
        placeholder={t('import.preview.noCategory')}
        data={categories.map((category) => ({ value: category.id, label: category.name }))}
        value={chosen}
        onChange={onChoose}
        clearable
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      {suggested && suggestion && !chosen && (
        <Group gap={6} wrap="nowrap" align="center" data-testid="row-suggestion">
          <Text size="xs" style={{ flex: 1, overflowWrap: 'anywhere' }}>
            {t('import.preview.suggested', { category: suggested.name })}
            <Text span size="xs" c="dimmed">
              {` · ${reason(suggestion)}`}
            </Text>
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconCheck size={14} aria-hidden="true" />}
            aria-label={t('import.preview.useSuggestionFor', {
              line: row.line,
              category: suggested.name,
            })}
            onClick={() => onChoose(suggested.id)}
          >
            {t('import.preview.useSuggestion')}
          </Button>
        </Group>
      )}
      {fromSuggestion && suggestion && (
        <Text size="xs" c="dimmed" data-testid="row-reason" style={{ overflowWrap: 'anywhere' }}>
          {reason(suggestion)}
        </Text>
      )}
      {chosen && !fromRule && onSaveRule && (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconBookmarkPlus size={14} aria-hidden="true" />}
          aria-label={t('import.preview.saveRuleFor', { line: row.line })}
          onClick={onSaveRule}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('import.preview.saveRule')}
        </Button>
      )}
    </Stack>
  );
}
