/**
 * The steps of a bank-statement import: pick the book and the file, let the server suggest a
 * column mapping and preview the rows, correct the mapping, tick duplicates to keep, give rows
 * categories (use-row-categories.ts), commit once (idempotent), and undo.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview, StatementImport, StatementMapping } from '@usaha/shared';
import { useState } from 'react';
import { invalidateLedger } from '../../../api/entries.queries';
import { commitImport, previewImport, undoImport } from '../../../api/imports.api';
import { invalidateImports } from '../../../api/imports.queries';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { isImported, useRowCategories } from './use-row-categories';

export type WizardStep = 'file' | 'mapping' | 'preview' | 'done';
export type StatementFile = { name: string; content: string };

/** A starting point for a file the server could not read on its own. */
export function blankMapping(year: number): StatementMapping {
  return {
    delimiter: ',',
    header_line: 1,
    date_column: 0,
    date_format: 'DD/MM/YYYY',
    year,
    description_column: 1,
    amount: { mode: 'signed', column: 2 },
    number_format: 'id',
  };
}

/** How many rows a commit would import: every row except the duplicates left unticked. */
export function rowsToImport(preview: ImportPreview, included: ReadonlySet<number>): number {
  return preview.rows.filter((row) => isImported(row, included)).length;
}

export function useImportWizard(initialCashbookId: string | null) {
  const client = useQueryClient();
  const [step, setStep] = useState<WizardStep>('file');
  const [cashbookId, setCashbookId] = useState<string | null>(initialCashbookId);
  const [file, setFile] = useState<StatementFile | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<StatementMapping | null>(null);
  const [included, setIncluded] = useState<ReadonlySet<number>>(new Set());
  const [key, setKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<StatementImport | null>(null);
  const categories = useRowCategories();

  const previewing = useMutation({
    mutationFn: (input: { cashbookId: string; file: StatementFile; mapping?: StatementMapping }) =>
      previewImport({
        cashbook_id: input.cashbookId,
        filename: input.file.name,
        content: input.file.content,
        ...(input.mapping ? { mapping: input.mapping } : {}),
      }),
    onSuccess: (data, input) => {
      setPreview(data);
      setIncluded(new Set());
      categories.reset();
      // A new preview is a new import: a commit of it must not replay an earlier one.
      setKey(newIdempotencyKey());
      const used = data.mapping ?? input.mapping ?? null;
      setMapping(used ?? blankMapping(new Date().getFullYear()));
      setStep(data.mapping ? 'preview' : 'mapping');
    },
  });

  const committing = useMutation({
    mutationFn: () => {
      if (!cashbookId || !file || !mapping) throw new Error('Nothing to import');
      return commitImport(
        {
          cashbook_id: cashbookId,
          filename: file.name,
          content: file.content,
          mapping,
          include_duplicate_lines: [...included].sort((a, b) => a - b),
          line_categories: preview ? categories.forCommit(preview.rows, included) : [],
        },
        key,
      );
    },
    onSuccess: async (data) => {
      setResult(data);
      setStep('done');
      await Promise.all([invalidateLedger(client), invalidateImports(client)]);
    },
  });

  const undoing = useMutation({
    mutationFn: (id: string) => undoImport(id),
    onSuccess: async (data) => {
      setResult(data);
      await Promise.all([invalidateLedger(client), invalidateImports(client)]);
    },
  });

  function toggleDuplicate(line: number) {
    setIncluded((current) => {
      const next = new Set(current);
      if (next.has(line)) next.delete(line);
      else next.add(line);
      return next;
    });
  }

  return {
    step,
    setStep,
    cashbookId,
    setCashbookId,
    file,
    preview,
    mapping,
    included,
    toggleDuplicate,
    categories,
    result,
    previewing,
    committing,
    undoing,
    /** A file was chosen: preview it with the server's suggested mapping. */
    start: (chosen: StatementFile) => {
      setFile(chosen);
      if (cashbookId) previewing.mutate({ cashbookId, file: chosen });
    },
    /** Preview again with the corrected mapping. */
    loadPreview: (next: StatementMapping) => {
      if (cashbookId && file) previewing.mutate({ cashbookId, file, mapping: next });
    },
    commit: () => committing.mutate(),
    undo: () => result && undoing.mutate(result.id),
  };
}

export type ImportWizardState = ReturnType<typeof useImportWizard>;
