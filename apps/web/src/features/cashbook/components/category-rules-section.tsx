/**
 * The category rules on the categories page: asked in this order when a bank statement is
 * imported; the first whose text a row contains suggests its category. Move, edit, delete.
 */
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryRule } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '../../../api/categories.queries';
import { deleteCategoryRule, updateCategoryRule } from '../../../api/category-rules.api';
import { categoryRulesQuery, invalidateCategoryRules } from '../../../api/category-rules.queries';
import { CategoryIcon } from '../../../components/category-icon';
import { CategoryRuleEditor, type RuleTarget } from '../../../components/category-rule-editor';
import { ConfirmModal } from '../../../components/confirm-modal';
import {
  IconArrowDown,
  IconArrowUp,
  IconPencil,
  IconPlus,
  IconTrash,
} from '../../../components/icons';
import classes from '../../../components/lists.module.css';
import { ListSkeleton, LoadError } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';

type Props = {
  canManage: boolean;
  onNotice: (text: string, kind?: 'success' | 'warning') => void;
};

export function CategoryRulesSection({ canManage, onNotice }: Props) {
  const { t } = useTranslation(['cashbook', 'errors']);
  const client = useQueryClient();
  const rules = useQuery(categoryRulesQuery());
  // Archived ones too: a rule may still name one.
  const categories: Category[] = useQuery(categoriesQuery({ includeArchived: true })).data ?? [];
  const [editing, setEditing] = useState<RuleTarget | null>(null);
  const [deleting, setDeleting] = useState<CategoryRule | null>(null);
  const byId = new Map(categories.map((category) => [category.id, category]));

  const move = useMutation({
    mutationFn: ({ rule, position }: { rule: CategoryRule; position: number }) =>
      updateCategoryRule(rule.id, { version: rule.version, position }),
    onSettled: () => invalidateCategoryRules(client),
    onError: (error) => onNotice(errorMessage(t, error), 'warning'),
  });
  const remove = useMutation({
    mutationFn: (rule: CategoryRule) => deleteCategoryRule(rule.id),
    onSuccess: async (_done, rule) => {
      setDeleting(null);
      onNotice(t('rules.deleted', { text: rule.contains }));
      await invalidateCategoryRules(client);
    },
  });

  const list = rules.data ?? [];
  return (
    <Card withBorder radius="lg" padding={0} data-testid="category-rules">
      <Stack gap={4} px="md" py="sm" className={classes.head}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {t('rules.title')}
          </Title>
          {canManage && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                setEditing({ draft: { contains: '', category_id: null, direction: 'any' } })
              }
              aria-label={t('rules.add')}
            >
              {t('categories.add')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('rules.subtitle')}
        </Text>
      </Stack>
      {rules.isPending && <ListSkeleton rows={1} height={80} />}
      {rules.isError && <LoadError error={rules.error} onRetry={() => void rules.refetch()} />}
      {rules.isSuccess && list.length === 0 && (
        <Text c="dimmed" size="sm" px="md" py="md">
          {t('rules.empty')}
        </Text>
      )}
      {list.length > 0 && (
        <ol className={classes.divided} aria-label={t('rules.title')}>
          {list.map((rule, index) => {
            const category = byId.get(rule.category_id);
            return (
              <li key={rule.id}>
                <Group gap="sm" wrap="wrap" px="md" py={8} data-testid="category-rule">
                  <Text size="sm" c="dimmed" w={20} ta="right" style={{ flexShrink: 0 }}>
                    {index + 1}
                  </Text>
                  <Stack gap={4} style={{ flex: '1 1 160px' }} miw={0}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {t('rules.containsQuoted', { text: rule.contains })}
                    </Text>
                    <Group gap={6} wrap="nowrap" miw={0}>
                      {category && (
                        <CategoryIcon
                          icon={category.icon}
                          color={category.color}
                          size={22}
                          variant="filled"
                        />
                      )}
                      <Text size="sm" truncate>
                        {category?.name ?? '—'}
                      </Text>
                      {category?.archived && (
                        <Badge size="sm" variant="light" color="gray">
                          {t('categories.archived')}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                  {canManage && (
                    <Group gap={2} wrap="nowrap" ml="auto">
                      {[
                        {
                          label: t('rules.moveUp', { text: rule.contains }),
                          icon: <IconArrowUp size={18} />,
                          disabled: index === 0 || move.isPending,
                          onClick: () => move.mutate({ rule, position: index }),
                        },
                        {
                          label: t('rules.moveDown', { text: rule.contains }),
                          icon: <IconArrowDown size={18} />,
                          disabled: index === list.length - 1 || move.isPending,
                          onClick: () => move.mutate({ rule, position: index + 2 }),
                        },
                        {
                          label: t('rules.edit', { text: rule.contains }),
                          icon: <IconPencil size={18} />,
                          onClick: () => setEditing({ rule }),
                        },
                        {
                          label: t('rules.delete', { text: rule.contains }),
                          icon: <IconTrash size={18} />,
                          color: 'red',
                          onClick: () => setDeleting(rule),
                        },
                      ].map((action) => (
                        <ActionIcon
                          key={action.label}
                          variant="subtle"
                          color={action.color ?? 'gray'}
                          size="lg"
                          disabled={action.disabled}
                          aria-label={action.label}
                          onClick={action.onClick}
                        >
                          {action.icon}
                        </ActionIcon>
                      ))}
                    </Group>
                  )}
                </Group>
              </li>
            );
          })}
        </ol>
      )}
      <CategoryRuleEditor
        target={editing}
        categories={categories}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          onNotice(t('rules.saved', { text: saved.contains }));
          void invalidateCategoryRules(client);
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('rules.deleteTitle')}
        body={t('rules.deleteBody', { text: deleting?.contains ?? '' })}
        confirmLabel={t('rules.deleteConfirm')}
        action={remove}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Card>
  );
}
