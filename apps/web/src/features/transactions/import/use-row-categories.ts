/**
 * The categories the user gives the rows of an import preview: none until chosen, one by one or
 * all suggestions at once, cleared at once. A rule saved from a row is applied here at once to
 * every row it matches (as the server would on the next preview), without a new preview.
 */
import {
  type CategoryKind,
  type CategoryRule,
  type CategorySuggestion,
  type ImportPreviewRow,
  matchForm,
  ruleApplies,
} from '@usaha/shared';
import { useState } from 'react';

const kindOf = (direction: 'in' | 'out'): CategoryKind =>
  direction === 'in' ? 'income' : 'expense';

/** Whether the commit would import the row (a duplicate only when ticked). */
export const isImported = (row: ImportPreviewRow, included: ReadonlySet<number>) =>
  !row.duplicate || included.has(row.line);

export function useRowCategories() {
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  /** Suggestions of rules saved since the preview, by line. */
  const [added, setAdded] = useState<ReadonlyMap<number, CategorySuggestion>>(new Map());

  const suggestionOf = (row: ImportPreviewRow): CategorySuggestion | null =>
    added.get(row.line) ?? row.suggestion;

  return {
    chosen,
    suggestionOf,
    reset() {
      setChosen(new Map());
      setAdded(new Map());
    },
    choose(line: number, categoryId: string | null) {
      setChosen((current) => {
        const next = new Map(current);
        if (categoryId) next.set(line, categoryId);
        else next.delete(line);
        return next;
      });
    },
    /** Every imported row without a category takes its suggestion, if it is still `usable`. */
    acceptAll(
      rows: readonly ImportPreviewRow[],
      included: ReadonlySet<number>,
      usable: ReadonlySet<string>,
    ) {
      setChosen((current) => {
        const next = new Map(current);
        for (const row of rows) {
          const suggestion = suggestionOf(row);
          const take = suggestion && usable.has(suggestion.category_id);
          if (take && isImported(row, included) && !next.has(row.line)) {
            next.set(row.line, suggestion.category_id);
          }
        }
        return next;
      });
    },
    clear() {
      setChosen(new Map());
    },
    /**
     * A rule was saved: rows it matches that no earlier rule suggests for are suggested its
     * category (a new rule comes last), and those still without a category are given it.
     * Answers how many rows it applies to.
     */
    applyRule(rule: CategoryRule, kind: CategoryKind, rows: readonly ImportPreviewRow[]): number {
      const contains = matchForm(rule.contains);
      const matching = rows.filter(
        (row) =>
          kindOf(row.direction) === kind &&
          ruleApplies(
            { contains, direction: rule.direction },
            { matchText: matchForm(row.description), direction: row.direction },
          ) &&
          suggestionOf(row)?.source !== 'rule',
      );
      const suggestion = {
        source: 'rule' as const,
        category_id: rule.category_id,
        rule_id: rule.id,
        contains: rule.contains,
      };
      setAdded((current) => {
        const next = new Map(current);
        for (const row of matching) next.set(row.line, suggestion);
        return next;
      });
      setChosen((current) => {
        const next = new Map(current);
        for (const row of matching) if (!next.has(row.line)) next.set(row.line, rule.category_id);
        return next;
      });
      return matching.length;
    },
    /** The commit's `line_categories`: the imported rows given a category. */
    forCommit(rows: readonly ImportPreviewRow[], included: ReadonlySet<number>) {
      return rows.flatMap((row) => {
        const categoryId = chosen.get(row.line);
        return categoryId && isImported(row, included)
          ? [{ line: row.line, category_id: categoryId }]
          : [];
      });
    },
  };
}

export type RowCategories = ReturnType<typeof useRowCategories>;
