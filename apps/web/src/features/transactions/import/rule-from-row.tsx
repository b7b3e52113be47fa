/**
 * "Always categorise 'INDOMARET' as Belanja stok", from a preview row: the rule dialog starts
 * with the row's distinctive words and its category; once saved, the rule is applied at once to
 * the rows it matches, and the categories page lists it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type Category, type ImportPreviewRow, ruleTextFor } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateCategoryRules } from '../../../api/category-rules.queries';
import { CategoryRuleEditor, type RuleTarget } from '../../../components/category-rule-editor';
import { Notice, type NoticeValue } from '../../../components/notice';
import type { RowCategories } from './use-row-categories';

export function useRuleFromRow(
  rows: readonly ImportPreviewRow[],
  categories: Category[],
  rowCategories: RowCategories,
) {
  const { t } = useTranslation('transactions');
  const client = useQueryClient();
  const [target, setTarget] = useState<RuleTarget | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const open = (row: ImportPreviewRow, categoryId: string) => {
    setNotice(null);
    setTarget({
      draft: {
        contains: ruleTextFor(row.description),
        category_id: categoryId,
        direction: row.direction,
      },
    });
  };

  const element = (
    <>
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      <CategoryRuleEditor
        target={target}
        categories={categories}
        onClose={() => setTarget(null)}
        onSaved={(rule) => {
          setTarget(null);
          const kind = categories.find((category) => category.id === rule.category_id)?.kind;
          const count = kind ? rowCategories.applyRule(rule, kind, rows) : 0;
          setNotice({
            kind: 'success',
            text: t('import.preview.ruleApplied', { text: rule.contains, count }),
          });
          void invalidateCategoryRules(client);
        }}
      />
    </>
  );
  return { open, element };
}
