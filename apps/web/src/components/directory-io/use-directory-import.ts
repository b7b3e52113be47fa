/**
 * The steps of a contacts, products or notes import: read the file in the browser, let the
 * server check every line, and commit once (idempotent) when no line has an issue.
 */
import { useMutation } from '@tanstack/react-query';
import { AppError, type DirectoryImportInput, type DirectoryImportPreview } from '@usaha/shared';
import { useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { ImportKind } from './import-kind';

export type ImportStep = 'file' | 'preview' | 'done';

/** A commit refused because lines went bad after the preview (a SKU saved meanwhile). */
function isRefusedFile(error: unknown): boolean {
  return error instanceof AppError && error.status === 422 && error.code === 'IMPORT_LINES_INVALID';
}
/** `csv`: the file's text; `xlsx`: the workbook's bytes in base64. */
export type ImportFile = { name: string; content: string; format: 'csv' | 'xlsx' };

/** CSV is the default the server assumes, so only a workbook says its format. */
function bodyOf(file: ImportFile): DirectoryImportInput {
  const body = { filename: file.name, content: file.content };
  return file.format === 'csv' ? body : { ...body, format: file.format };
}

export function useDirectoryImport(kind: ImportKind, onImported: () => void) {
  const [step, setStep] = useState<ImportStep>('file');
  const [file, setFile] = useState<ImportFile | null>(null);
  const [preview, setPreview] = useState<DirectoryImportPreview | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [imported, setImported] = useState<number | null>(null);

  const previewing = useMutation({
    mutationFn: (chosen: ImportFile) => kind.preview(bodyOf(chosen)),
    onSuccess: (data, chosen) => {
      setFile(chosen);
      setPreview(data);
      // Another file is another import: its commit must not replay an earlier one.
      setKey(newIdempotencyKey());
      setStep('preview');
    },
  });

  const committing = useMutation({
    mutationFn: () => {
      if (!file) throw new Error('Nothing to import');
      return kind.commit(bodyOf(file), key);
    },
    onSuccess: (data) => {
      setImported(data.imported);
      setStep('done');
      onImported();
    },
    // The refusal's envelope names the lines in English only: the same file previewed again
    // reports the same issues with their codes, which the preview step words.
    onError: (error) => {
      if (file && isRefusedFile(error)) previewing.mutate(file);
    },
  });

  return {
    kind,
    step,
    file,
    preview,
    imported,
    previewing,
    committing,
    /** The last commit was refused for its lines; the preview shows them again. */
    refused: isRefusedFile(committing.error),
    /** Whether the previewed file may be imported: rows to save and no issue at all. */
    canCommit: preview !== null && preview.issues.length === 0 && preview.valid_rows > 0,
    start: (chosen: ImportFile) => previewing.mutate(chosen),
    commit: () => committing.mutate(),
    /** Back to choosing a file (to import a corrected one). */
    restart: () => {
      previewing.reset();
      committing.reset();
      setStep('file');
    },
  };
}

export type DirectoryImportState = ReturnType<typeof useDirectoryImport>;
