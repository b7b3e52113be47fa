/** Contracts of bank-statement imports: preview, commit, list and undo (DESIGN.md §6). */
import { z } from 'zod';
import { categorySuggestionSchema } from './category-rule.schemas';
import { dataResponse, idSchema, listResponse } from './common.schemas';
import { DIRECTIONS } from './entry.schemas';
import {
  statementIssueSchema,
  statementMappingSchema,
  statementRowSchema,
} from './statement.schemas';

/** A statement is small; 2 MB of CSV is tens of thousands of rows. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

export const importPreviewBodySchema = z.object({
  cashbook_id: idSchema,
  filename: z.string().trim().min(1).max(200),
  content: z.string().min(1, 'file_empty').max(STATEMENT_MAX_BYTES),
  /** Without a mapping the server suggests one from the file. */
  mapping: statementMappingSchema.optional(),
});
export type ImportPreviewInput = z.input<typeof importPreviewBodySchema>;

export const importPreviewRowSchema = statementRowSchema.extend({
  /** Already imported into this cash book by an earlier import that was not undone. */
  duplicate: z.boolean(),
  /** Dated after today in the business's time zone: importable, but shown for a second look. */
  future: z.boolean(),
  /**
   * A category for the row: the first saved rule that matches, else the category of the most
   * like categorised entry of the books (same direction, same distinctive words). Only a
   * suggestion: the commit uses the categories it is sent (`line_categories`).
   */
  suggestion: categorySuggestionSchema.nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  mapping: statementMappingSchema.nullable(),
  /** The file's first lines as cells, for the column-mapping step. */
  sample: z.array(z.object({ line: z.number().int(), cells: z.array(z.string()) })),
  rows: z.array(importPreviewRowSchema),
  issues: z.array(statementIssueSchema),
  currency: z.string(),
  opening_balance: z.number().int().nullable(),
  closing_balance: z.number().int().nullable(),
  /** The statement is consistent in itself: its rows add up to its balances and totals. */
  balance_verified: z.boolean(),
  /**
   * The book against the statement: the book's balance at the end of the statement's last date
   * once this import's new rows are in, and how far it is from the statement's closing balance
   * (book − statement; 0 when they agree). Null without a closing balance or without rows.
   */
  book_check: z
    .object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      balance_after: z.number().int(),
      difference: z.number().int(),
    })
    .nullable(),
  /** Today in the business's time zone, which `future` rows come after. */
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  totals: z.object({
    in: z.number().int(),
    out: z.number().int(),
    count: z.number().int(),
    duplicates: z.number().int(),
    /** Rows dated after `today`, duplicates included. */
    future: z.number().int(),
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export const importPreviewResponseSchema = dataResponse(importPreviewSchema);

export const importCommitBodySchema = importPreviewBodySchema.extend({
  mapping: statementMappingSchema,
  /** Lines of duplicates to import anyway; other duplicates are skipped. */
  include_duplicate_lines: z.array(z.number().int().min(1)).max(100_000).default([]),
  /** The category of each row given one (by its line); rows not named stay uncategorised. */
  line_categories: z
    .array(z.object({ line: z.number().int().min(1), category_id: idSchema }))
    .max(100_000)
    .default([])
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, index) => {
        if (seen.has(item.line)) {
          ctx.addIssue({ code: 'custom', path: [index, 'line'], message: 'duplicate_line' });
        }
        seen.add(item.line);
      });
    }),
});
export type ImportCommitInput = z.input<typeof importCommitBodySchema>;

export const statementImportSchema = z.object({
  id: idSchema,
  cashbook_id: idSchema,
  filename: z.string(),
  row_count: z.number().int(),
  total_in: z.number().int(),
  total_out: z.number().int(),
  skipped: z.number().int(),
  undone_at: z.string().nullable(),
  created_at: z.string(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;
export const statementImportResponseSchema = dataResponse(statementImportSchema);
export const statementImportListResponseSchema = listResponse(statementImportSchema);

export const importListQuerySchema = z.object({
  cashbook_id: idSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Why an entry of an import counts as hand work the undo would delete. */
export const EDITED_ENTRY_REASONS = ['edited', 'attachments'] as const;
export type EditedEntryReason = (typeof EDITED_ENTRY_REASONS)[number];

/** The edited entries an undo preview lists; `edited_count` counts them all. */
export const UNDO_PREVIEW_EDITED_LIMIT = 100;

export const importUndoPreviewSchema = z.object({
  /** The entries the undo removes (those of the import still in the books). */
  entry_count: z.number().int(),
  /** Of those, changed after the import (`version` > 1) or given a receipt. */
  edited_count: z.number().int(),
  /** The first UNDO_PREVIEW_EDITED_LIMIT of them, oldest date first. */
  edited: z.array(
    z.object({
      id: idSchema,
      date: z.string(),
      description: z.string(),
      amount: z.number().int(),
      direction: z.enum(DIRECTIONS),
      reasons: z.array(z.enum(EDITED_ENTRY_REASONS)),
    }),
  ),
  /** The book's currency, which every amount is in. */
  currency: z.string(),
});
export type ImportUndoPreview = z.infer<typeof importUndoPreviewSchema>;
export const importUndoPreviewResponseSchema = dataResponse(importUndoPreviewSchema);

/** Entries changed by hand since the import are removed only when the undo says so. */
export const importUndoBodySchema = z.object({ remove_edited: z.boolean().default(false) });
export type ImportUndoInput = z.input<typeof importUndoBodySchema>;
