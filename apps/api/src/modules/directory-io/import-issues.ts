/** Issues only a look at the whole file or the business can tell, and how a refusal carries them. */
import { AppError, type DirectoryImportIssue, type FieldIssue } from '@usaha/shared';
import { importIssue } from './issue-codes';

/** How an import tells one product from another: its SKU, or its name when it has none. */
export type ProductKey = 'sku' | 'name';

const KEY_WORDS: Record<
  ProductKey,
  { twice: (key: string) => string; exists: (key: string) => string }
> = {
  sku: { twice: (sku) => `SKU ${sku}`, exists: (sku) => `A product with SKU ${sku}` },
  name: {
    twice: (name) => `A product without a SKU named ${name}`,
    exists: (name) => `A product without a SKU named ${name}`,
  },
};

const KEY_CODES = {
  sku: { twice: 'duplicate_sku_in_file', exists: 'sku_exists' },
  name: { twice: 'duplicate_name_in_file', exists: 'name_exists' },
} as const;

/**
 * A key (as written on its line) twice in the file, or one the business already has (`existing`,
 * lower case), is an issue on its line: an import only adds products, it never updates them.
 */
export function productKeyIssues(
  field: ProductKey,
  rows: readonly { line: number; key: string }[],
  existing: ReadonlySet<string>,
): DirectoryImportIssue[] {
  const words = KEY_WORDS[field];
  const codes = KEY_CODES[field];
  const firstLine = new Map<string, number>();
  const issues: DirectoryImportIssue[] = [];
  for (const { line, key } of rows) {
    const lower = key.toLowerCase();
    const earlier = firstLine.get(lower);
    if (earlier !== undefined) {
      const message = `${words.twice(key)} is also on line ${earlier}`;
      const extra = { value: key, first_line: earlier };
      issues.push(importIssue(line, field, codes.twice, message, extra));
    } else {
      firstLine.set(lower, line);
      if (existing.has(lower)) {
        const message = `${words.exists(key)} already exists; an import only adds new products`;
        issues.push(importIssue(line, field, codes.exists, message, { value: key }));
      }
    }
  }
  return issues;
}

export function byLine(issues: readonly DirectoryImportIssue[]): DirectoryImportIssue[] {
  return [...issues].sort((a, b) => a.line - b.line);
}

/** Field issues keyed `4.phone`, `7.row`: the line, a dot, the field (`row` if none). */
export function lineIssues(
  issues: readonly DirectoryImportIssue[],
  currency: string,
): FieldIssue[] {
  return issues.map((issue) => {
    const params: Record<string, string | number> = { currency };
    if (issue.limit !== null) {
      params.limit = issue.limit;
      params.max = issue.limit;
    }
    if (issue.first_line !== null) params.first_line = issue.first_line;
    return { field: `${issue.line}.${issue.field ?? 'row'}`, code: issue.code, params };
  });
}

/**
 * 422 naming the lines; nothing of the file is saved. The error envelope (DESIGN.md §2) has no
 * room for more than `errors`, so the coded issues are not repeated here: a client that wants
 * them (the web does) previews the same file again, which reports exactly these issues.
 */
export function rejectFile(issues: readonly DirectoryImportIssue[], currency: string): AppError {
  const lines = [...new Set(issues.map((issue) => issue.line))].sort((a, b) => a - b);
  const shown = lines.slice(0, 10).join(', ') + (lines.length > 10 ? ', …' : '');
  const message =
    lines.length === 1
      ? `Line ${shown} has a problem; nothing was imported. Fix it and import the file again.`
      : `Lines ${shown} have problems; nothing was imported. Fix them and import the file again.`;
  return new AppError('IMPORT_LINES_INVALID', message, { issues: lineIssues(issues, currency) });
}
