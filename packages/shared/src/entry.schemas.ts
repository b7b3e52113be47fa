/** Contracts of entries, the money in and out of cash books (DESIGN.md §6 "Transactions"). */
import { z } from 'zod';
import {
  amountSchema,
  dataResponse,
  dateSchema,
  idSchema,
  limitSchema,
  optionalText,
  versionSchema,
} from './common.schemas';

export const DIRECTIONS = ['in', 'out'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const ENTRY_SOURCES = [
  'manual',
  'transfer',
  'import',
  'invoice_payment',
  'debt',
  'debt_payment',
] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

/** The legs of a transfer: only the fee is an expense, the others move money between books. */
export const TRANSFER_ROLES = ['out', 'in', 'fee'] as const;
export type TransferRole = (typeof TRANSFER_ROLES)[number];

export const attachmentSchema = z.object({
  id: idSchema,
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const entrySchema = z.object({
  id: idSchema,
  cashbook_id: idSchema,
  currency: z.string(),
  direction: z.enum(DIRECTIONS),
  amount: z.number().int(),
  date: z.string(),
  category_id: idSchema.nullable(),
  contact_id: idSchema.nullable(),
  description: z.string(),
  reference: z.string().nullable(),
  source: z.enum(ENTRY_SOURCES),
  transfer_id: idSchema.nullable(),
  transfer_role: z.enum(TRANSFER_ROLES).nullable(),
  import_id: idSchema.nullable(),
  /** The invoice whose payment the entry is (source `invoice_payment`). */
  invoice_id: idSchema.nullable(),
  /** The debt or credit whose cash the entry moved (source `debt` or `debt_payment`). */
  debt_id: idSchema.nullable(),
  attachment_count: z.number().int(),
  created_by: idSchema.nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

export const entryDetailSchema = entrySchema.extend({
  attachments: z.array(attachmentSchema),
  created_by_name: z.string().nullable(),
});
export type EntryDetail = z.infer<typeof entryDetailSchema>;

const entryFields = {
  cashbook_id: idSchema,
  direction: z.enum(DIRECTIONS),
  amount: amountSchema,
  date: dateSchema,
  category_id: idSchema.nullish(),
  /** The customer or supplier the money came from or went to. */
  contact_id: idSchema.nullish(),
  description: z.string().trim().max(500).default(''),
  reference: optionalText(100),
};

export const createEntryBodySchema = z.object(entryFields);
export type CreateEntryInput = z.input<typeof createEntryBodySchema>;

export const updateEntryBodySchema = z.object({
  version: versionSchema,
  cashbook_id: entryFields.cashbook_id.optional(),
  direction: entryFields.direction.optional(),
  amount: amountSchema.optional(),
  date: dateSchema.optional(),
  category_id: idSchema.nullable().optional(),
  contact_id: idSchema.nullable().optional(),
  description: z.string().trim().max(500).optional(),
  reference: optionalText(100).optional(),
});
export type UpdateEntryInput = z.input<typeof updateEntryBodySchema>;

/** Filters of the Transaksi list; the web keeps them in the URL with the same names. */
export const entryFilterSchema = z.object({
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  cashbook_id: idSchema.optional(),
  category_id: idSchema.optional(),
  contact_id: idSchema.optional(),
  direction: z.enum(DIRECTIONS).optional(),
  source: z.enum(ENTRY_SOURCES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type EntryFilter = z.infer<typeof entryFilterSchema>;

export const entryListQuerySchema = entryFilterSchema.extend({
  cursor: z.string().max(200).optional(),
  limit: limitSchema,
});
export type EntryListQuery = z.input<typeof entryListQuerySchema>;

/**
 * Totals of the whole filter, not of the page. `in`/`out` are income and expense (a transfer's
 * fee is an expense); money moved between books by transfers is counted apart.
 */
export const entryTotalsSchema = z.object({
  currency: z.string(),
  in: z.number().int(),
  out: z.number().int(),
  transfer_in: z.number().int(),
  transfer_out: z.number().int(),
  count: z.number().int(),
});
export type EntryTotals = z.infer<typeof entryTotalsSchema>;

export const entryListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(entrySchema.extend({ running_balance: z.number().int().nullable() })),
  meta: z.object({
    next_cursor: z.string().nullable(),
    has_more: z.boolean(),
    /** Per currency; on the first page only (the same filter gives the same totals). */
    totals: z.array(entryTotalsSchema).nullable(),
  }),
});
export type EntryListItem = z.infer<typeof entryListResponseSchema>['data'][number];

export const entryResponseSchema = dataResponse(entrySchema);
export const entryDetailResponseSchema = dataResponse(entryDetailSchema);

const ids = z.array(idSchema).min(1).max(500);

export const bulkCategoriseBodySchema = z.object({ ids, category_id: idSchema.nullable() });
export const bulkDeleteBodySchema = z.object({ ids });
export const bulkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ count: z.number().int() }),
});

/** An entry's history from the activity log, oldest first. */
export const entryHistoryItemSchema = z.object({
  action: z.string(),
  created_at: z.string(),
  user_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type EntryHistoryItem = z.infer<typeof entryHistoryItemSchema>;
export const entryHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(entryHistoryItemSchema),
});
