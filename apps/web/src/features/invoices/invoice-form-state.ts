/**
 * The invoice editor's draft and the changes a user makes to it: fields, the issue date that
 * moves an untouched due date, and lines added, changed, moved and removed.
 */
import { type Dispatch, type SetStateAction, useState } from 'react';
import { addDays } from '../../lib/date-presets';
import type { InvoiceDefaults } from './invoice-editor-settings';
import { type InvoiceDraft, type LineDraft, newLine } from './invoice-form-values';

export type LineChange = Partial<Omit<LineDraft, 'key'>>;

export type DraftActions = {
  set: <K extends keyof InvoiceDraft>(name: K, value: InvoiceDraft[K]) => void;
  setIssueDate: (date: string) => void;
  setDueDate: (date: string) => void;
  changeLine: (key: string, change: LineChange | ((line: LineDraft) => LineDraft)) => void;
  /** Adds a line after the others and returns its key (to focus it). */
  addLine: () => string;
  removeLine: (key: string) => void;
  moveLine: (key: string, by: -1 | 1) => void;
};

export function useInvoiceDraft(
  initial: () => InvoiceDraft,
  defaults: InvoiceDefaults,
  locale: string,
  /** Told when lines are added, moved or removed: field errors by line number are stale then. */
  onLinesMoved: () => void,
): [InvoiceDraft, DraftActions, Dispatch<SetStateAction<InvoiceDraft>>] {
  const [draft, setDraft] = useState(initial);
  const setLines = (change: (lines: LineDraft[]) => LineDraft[]) =>
    setDraft((current) => ({ ...current, lines: change(current.lines) }));

  const actions: DraftActions = {
    set: (name, value) => setDraft((current) => ({ ...current, [name]: value })),
    setIssueDate: (date) =>
      setDraft((current) => ({
        ...current,
        issue_date: date,
        // Issue date + the business's due days, until the user gives a due date of their own.
        due_date: current.due_edited || !date ? current.due_date : addDays(date, defaults.dueDays),
      })),
    setDueDate: (date) =>
      setDraft((current) => ({ ...current, due_date: date, due_edited: date !== '' })),
    changeLine: (key, change) =>
      setLines((lines) =>
        lines.map((line) => {
          if (line.key !== key) return line;
          return typeof change === 'function' ? change(line) : { ...line, ...change };
        }),
      ),
    addLine: () => {
      const line = newLine(defaults.tax, locale);
      setLines((lines) => [...lines, line]);
      onLinesMoved();
      return line.key;
    },
    removeLine: (key) => {
      setLines((lines) => (lines.length > 1 ? lines.filter((line) => line.key !== key) : lines));
      onLinesMoved();
    },
    moveLine: (key, by) => {
      setLines((lines) => {
        const from = lines.findIndex((line) => line.key === key);
        const to = from + by;
        const moving = lines[from];
        if (!moving || to < 0 || to >= lines.length) return lines;
        const next = lines.filter((line) => line.key !== key);
        next.splice(to, 0, moving);
        return next;
      });
      onLinesMoved();
    },
  };
  return [draft, actions, setDraft];
}
