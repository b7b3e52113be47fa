/**
 * CSV/XLSX import and export of contacts, products and notes. A file is checked as a whole: every
 * bad row is reported with its line number, and a commit saves every row or none.
 */
import { z } from 'zod';
import { dataResponse } from './common.schemas';
import { contactListQuerySchema } from './contact.schemas';
import { productListQuerySchema } from './product.schemas';
import { checkedByReader } from './storable-text';

/** 5 MB of CSV is about 50,000 contacts. */
export const DIRECTORY_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const DIRECTORY_IMPORT_MAX_ROWS = 50_000;
/** An XLSX file travels as base64: four characters for every three bytes. */
const XLSX_BASE64_MAX = Math.ceil(DIRECTORY_IMPORT_MAX_BYTES / 3) * 4;

export const DIRECTORY_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type DirectoryImportFormat = (typeof DIRECTORY_IMPORT_FORMATS)[number];

/** No control character and no half of a surrogate pair: the name is kept in the activity log. */
const FILENAME = /^[^\p{Cc}\p{Cs}]+$/u;

export const directoryImportBodySchema = z
  .object({
    filename: z.string().trim().min(1).max(200).regex(FILENAME, 'invalid_format'),
    /** `csv`: the file's text; `xlsx`: the workbook's bytes in base64. */
    format: z.enum(DIRECTORY_IMPORT_FORMATS).default('csv'),
    // The reader checks each cell for text the books cannot keep, naming its line and column.
    content: checkedByReader(z.string().min(1, 'file_empty').max(XLSX_BASE64_MAX)),
  })
  .superRefine((body, context) => {
    if (body.format === 'csv' && body.content.length > DIRECTORY_IMPORT_MAX_BYTES) {
      context.addIssue({
        code: 'too_big',
        origin: 'string',
        maximum: DIRECTORY_IMPORT_MAX_BYTES,
        inclusive: true,
        path: ['content'],
        message: 'CSV text longer than the file limit',
      });
    }
  });
export type DirectoryImportInput = z.input<typeof directoryImportBodySchema>;

/** Why a line of an imported file is refused; the web words each code in the user's language. */
export const DIRECTORY_IMPORT_ISSUE_CODES = [
  // The file as a whole.
  'empty_file',
  'no_rows',
  'too_many_rows',
  'unclosed_quote',
  'unreadable_workbook',
  'workbook_too_large',
  // The header line.
  'missing_column',
  'duplicate_column',
  // One cell.
  'invalid_character',
  'invalid_encoding',
  'required',
  'too_long',
  'invalid_kind',
  'invalid_phone',
  'invalid_email',
  'invalid_npwp',
  'too_many_tags',
  'tag_too_long',
  'invalid_sku',
  'invalid_amount',
  'negative_amount',
  'wrong_currency',
  'ambiguous_number',
  'invalid_tax_rate',
  'invalid_boolean',
  'invalid_quantity',
  'invalid_note_color',
  'invalid_visibility',
  'invalid_value',
  // The rest of the file or the business's products.
  'duplicate_sku_in_file',
  'sku_exists',
  'duplicate_name_in_file',
  'name_exists',
] as const;
export type DirectoryImportIssueCode = (typeof DIRECTORY_IMPORT_ISSUE_CODES)[number];

/** The longest `value` an issue repeats from the file. */
export const DIRECTORY_IMPORT_ISSUE_VALUE_MAX = 40;

export const directoryImportIssueSchema = z.object({
  /** The line in the file, 1 being the header. */
  line: z.number().int(),
  /** The column's field (`phone`, `sku`…), or null for the whole row. */
  field: z.string().nullable(),
  code: z.enum(DIRECTORY_IMPORT_ISSUE_CODES),
  /** The same in English, for logs and API users. */
  message: z.string(),
  /** The offending cell as written (or the one tag), cut to 40 characters and `…`. */
  value: z.string().nullable(),
  /** The maximum the reason names: characters (`too_long`, `tag_too_long`), tags or rows. */
  limit: z.number().int().nullable(),
  /** `duplicate_sku_in_file`, `duplicate_name_in_file`: the line the SKU or name is first on. */
  first_line: z.number().int().nullable(),
});
export type DirectoryImportIssue = z.infer<typeof directoryImportIssueSchema>;

export const directoryImportPreviewSchema = z.object({
  /** The fields the header's columns were read as, in file order (null: a column not used). */
  columns: z.array(z.string().nullable()),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  issues: z.array(directoryImportIssueSchema),
  /** The first rows as they would be saved, for the preview table. */
  sample: z.array(z.record(z.string(), z.unknown())),
});
export type DirectoryImportPreview = z.infer<typeof directoryImportPreviewSchema>;
export const directoryImportPreviewResponseSchema = dataResponse(directoryImportPreviewSchema);

export const directoryImportResultResponseSchema = dataResponse(
  z.object({ imported: z.number().int() }),
);

const exportOptions = {
  format: z.enum(['csv', 'xlsx']).default('csv'),
  language: z.enum(['id', 'en']).default('id'),
  /** The header line alone: a template to fill in and import. */
  template: z.stringbool().default(false),
};

export const contactExportQuerySchema = contactListQuerySchema
  .omit({ cursor: true, limit: true })
  .extend(exportOptions);
export const productExportQuerySchema = productListQuerySchema
  .omit({ cursor: true, limit: true })
  .extend(exportOptions);
