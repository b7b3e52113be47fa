/**
 * /apps/cashbook/categories: income and expense categories with colour and icon, and the rules
 * that suggest a category for a bank-statement row.
 */
import { SimpleGrid, Stack, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CATEGORY_KINDS, type Category, type CategoryKind } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCategory, updateCategory } from '../../api/categories.api';
import { categoriesQuery, invalidateCategories } from '../../api/categories.queries';
import { invalidateCategoryRules } from '../../api/category-rules.queries';
import { ConfirmModal } from '../../components/confirm-modal';
import { Notice, type NoticeValue, warningOf } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { ListSkeleton, LoadError } from '../../components/query-state';
import { useCan } from '../../lib/business';
import { setEach, useSearchState } from '../../lib/use-search-state';
import { CategoryEditor } from './components/category-editor';
import { CategoryGroup } from './components/category-group';
import { CategoryRulesSection } from './components/category-rules-section';

type EditTarget = { category: Category } | { kind: CategoryKind } | null;

export function CategoriesPage() {
  const { t } = useTranslation(['cashbook', 'errors']);
  const client = useQueryClient();
  const canManage = useCan('category.manage');
  const [params, update] = useSearchState();
  const showArchived = params.get('archived') === '1';
  const categories = useQuery(categoriesQuery({ includeArchived: showArchived }));
  const [editing, setEditing] = useState<EditTarget>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const remove = useMutation({
    mutationFn: (category: Category) => deleteCategory(category.id),
    onSuccess: async ({ archived }, category) => {
      setDeleting(null);
      const key = archived ? 'categories.archivedNotice' : 'categories.deleted';
      setNotice({ kind: 'success', text: t(key, { name: category.name }) });
      // A deleted category takes its rules along.
      await Promise.all([invalidateCategories(client), invalidateCategoryRules(client)]);
    },
  });
  const restore = useMutation({
    mutationFn: (category: Category) =>
      updateCategory(category.id, { version: category.version, archived: false }),
    onSuccess: async (saved) => {
      setNotice({ kind: 'success', text: t('categories.restored', { name: saved.name }) });
      await invalidateCategories(client);
    },
    onError: (error) => setNotice(warningOf(t, error)),
  });

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        back={{ to: '/apps/cashbook', label: t('back') }}
        title={t('categories.title')}
        subtitle={t('categories.subtitle')}
      />
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      <Switch
        label={t('categories.showArchived')}
        checked={showArchived}
        onChange={(event) =>
          update(setEach({ archived: event.currentTarget.checked ? '1' : null }))
        }
      />
      {categories.isPending && <ListSkeleton rows={2} height={240} />}
      {categories.isError && (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      )}
      {categories.isSuccess && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {CATEGORY_KINDS.map((kind) => (
            <CategoryGroup
              key={kind}
              kind={kind}
              categories={categories.data.filter((category) => category.kind === kind)}
              canManage={canManage}
              onAdd={() => setEditing({ kind })}
              onEdit={(category) => setEditing({ category })}
              onDelete={setDeleting}
              onRestore={(category) => restore.mutate(category)}
            />
          ))}
        </SimpleGrid>
      )}
      <CategoryRulesSection
        canManage={canManage}
        onNotice={(text, kind = 'success') => setNotice({ kind, text })}
      />
      <CategoryEditor
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          setNotice({ kind: 'success', text: t('categories.saved', { name: saved.name }) });
          void invalidateCategories(client);
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('categories.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('categories.deleteBody')}
        confirmLabel={t('categories.delete', { name: deleting?.name ?? '' })}
        action={remove}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Stack>
  );
}
