/**
 * A category rule in a dialog: "always categorise rows containing this text as that category".
 * Opened from the categories page, and from a row of the import preview with the row's words.
 */
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  type Category,
  type CategoryRule,
  createCategoryRuleBodySchema,
  type RuleDirection,
  tidyRuleText,
} from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCategoryRule, updateCategoryRule } from '../api/category-rules.api';
import { fieldErrors } from '../lib/error-message';
import { useSave } from '../lib/use-save';
import { messagesByField, validateFields } from '../lib/validate';
import { ErrorAlert } from './error-alert';
import { PhoneSheet } from './phone-sheet';

/** A new rule's starting values; `direction` in or out keeps the choice to that kind. */
export type RuleDraft = { contains: string; category_id: string | null; direction: RuleDirection };
export type RuleTarget = { rule: CategoryRule } | { draft: RuleDraft };

type Props = {
  target: RuleTarget | null;
  /** The categories a rule may use (not archived). */
  categories: Category[];
  onClose: () => void;
  onSaved: (rule: CategoryRule) => void;
};

type CategoryRuleFields = { contains: string; category_id: string; direction: RuleDirection };

export function CategoryRuleEditor({ target, categories, onClose, onSaved }: Props) {
  const { t } = useTranslation('cashbook');
  return (
    <PhoneSheet
      opened={target !== null}
      onClose={onClose}
      title={target && 'rule' in target ? t('rules.editTitle') : t('rules.newTitle')}
    >
      {target && (
        <RuleForm
          key={'rule' in target ? target.rule.id : target.draft.contains}
          target={target}
          categories={categories}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </PhoneSheet>
  );
}

const directionOf = (category: Category | undefined): RuleDirection =>
  category ? (category.kind === 'income' ? 'in' : 'out') : 'any';

function RuleForm({
  target,
  categories,
  onCancel,
  onSaved,
}: {
  target: RuleTarget;
  categories: Category[];
  onCancel: () => void;
  onSaved: (rule: CategoryRule) => void;
}) {
  const { t } = useTranslation(['cashbook', 'errors']);
  const existing = 'rule' in target ? target.rule : null;
  const start = existing ?? ('draft' in target ? target.draft : null);
  const [contains, setContains] = useState(start?.contains ?? '');
  const [categoryId, setCategoryId] = useState<string | null>(start?.category_id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const only = !existing && start && start.direction !== 'any' ? start.direction : null;
  const usable = categories.filter(
    (category) => !category.archived && (!only || directionOf(category) === only),
  );
  const chosen = categories.find((category) => category.id === categoryId);
  const data = (['income', 'expense'] as const)
    .map((kind) => ({
      group: t(`categories.${kind}`),
      items: usable
        .filter((category) => category.kind === kind)
        .map((category) => ({ value: category.id, label: category.name })),
    }))
    .filter((group) => group.items.length > 0);

  const save = useSave({
    send: (fields: CategoryRuleFields, key: string) =>
      existing
        ? updateCategoryRule(existing.id, { version: existing.version, ...fields })
        : createCategoryRule(fields, key),
    onSuccess: (saved: CategoryRule) => onSaved(saved),
    onError: (error) => setErrors(fieldErrors(t, error)),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateFields(
      createCategoryRuleBodySchema,
      { contains: tidyRuleText(contains), category_id: categoryId ?? '' },
      t,
      messagesByField({ contains: 'rules.containsInvalid', category_id: 'rules.categoryRequired' }),
    );
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    save.mutate({
      contains: tidyRuleText(contains),
      category_id: categoryId ?? '',
      direction: directionOf(chosen),
    });
  }

  const text = tidyRuleText(contains);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {save.isError && Object.keys(errors).length === 0 && <ErrorAlert error={save.error} />}
        <TextInput
          label={t('rules.contains')}
          description={t('rules.containsHelp')}
          required
          maxLength={100}
          value={contains}
          onChange={(event) => setContains(event.currentTarget.value)}
          error={errors.contains}
          data-autofocus
        />
        <Select
          label={t('rules.category')}
          placeholder={t('rules.categoryPlaceholder')}
          required
          searchable
          data={data}
          value={categoryId}
          onChange={setCategoryId}
          error={errors.category_id}
          comboboxProps={{ withinPortal: true }}
        />
        {text.length >= 2 && chosen && (
          <Text size="sm" c="dimmed" data-testid="rule-summary">
            {t('rules.summary', { text, category: chosen.name })}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('rules.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
