/**
 * How an import issue is made: a stable code the web translates, the English message for API
 * users, and the offending cell. The create schemas' zod issues become codes here, field by
 * field, and nowhere else.
 */
import {
  DIRECTORY_IMPORT_ISSUE_VALUE_MAX,
  type DirectoryImportIssue,
  type DirectoryImportIssueCode,
  reasonOf,
  type SchemaIssueLike,
} from '@usaha/shared';
import { fieldText } from '@usaha/shared/messages';
import type { z } from 'zod';

type Extra = Partial<Pick<DirectoryImportIssue, 'value' | 'limit' | 'first_line'>>;

/** A cell as an issue repeats it: at most 40 characters, the rest cut to `…`. */
export function issueValue(cell: string): string {
  const characters = [...cell];
  if (characters.length <= DIRECTORY_IMPORT_ISSUE_VALUE_MAX) return cell;
  return `${characters.slice(0, DIRECTORY_IMPORT_ISSUE_VALUE_MAX - 1).join('')}…`;
}

export function importIssue(
  line: number,
  field: string | null,
  code: DirectoryImportIssueCode,
  message: string,
  extra: Extra = {},
): DirectoryImportIssue {
  return {
    line,
    field,
    code,
    message,
    value: extra.value === undefined || extra.value === null ? null : issueValue(extra.value),
    limit: extra.limit ?? null,
    first_line: extra.first_line ?? null,
  };
}

/** What a field's value breaks when the schema refuses it for its form, not its length. */
const FIELD_CODES: Record<string, DirectoryImportIssueCode> = {
  kind: 'invalid_kind',
  phone: 'invalid_phone',
  email: 'invalid_email',
  tax_id: 'invalid_npwp',
  sku: 'invalid_sku',
  price: 'invalid_amount',
  cost: 'invalid_amount',
  tax_rate: 'invalid_tax_rate',
  active: 'invalid_boolean',
  stock_quantity: 'invalid_quantity',
  color: 'invalid_note_color',
  pinned: 'invalid_boolean',
  visibility: 'invalid_visibility',
};

const MONEY_FIELDS = new Set(['price', 'cost']);

type SchemaIssue = z.core.$ZodIssue;

function codeOf(field: string, issue: SchemaIssue, item: boolean): DirectoryImportIssueCode {
  if (field === 'tags') {
    if (item) return issue.code === 'too_big' ? 'tag_too_long' : 'invalid_value';
    return issue.code === 'too_big' ? 'too_many_tags' : 'invalid_value';
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return 'too_long';
  if (issue.code === 'too_small' && issue.origin === 'string') return 'required';
  if (issue.code === 'too_small' && MONEY_FIELDS.has(field)) return 'negative_amount';
  return FIELD_CODES[field] ?? 'invalid_value';
}

/** The schema's reason in English, for logs and API users (the web words the code). */
function englishOf(issue: SchemaIssue): string {
  const reason = reasonOf(issue as SchemaIssueLike);
  return fieldText('en', reason.code, reason.params) ?? issue.message;
}

/**
 * A create schema's issue on one line as an import issue; `cells` are the row's cells by field
 * (as written), `input` what was read from them (a tag's issue names that tag).
 */
export function schemaIssue(
  line: number,
  issue: SchemaIssue,
  cells: Readonly<Record<string, string>>,
  input: Readonly<Record<string, unknown>>,
): DirectoryImportIssue {
  const [head, index] = issue.path;
  const english = englishOf(issue);
  if (typeof head !== 'string') return importIssue(line, null, 'invalid_value', english);
  const item = typeof index === 'number';
  const code = codeOf(head, issue, item);
  const tag = item ? (input[head] as unknown[] | undefined)?.[index] : undefined;
  const value = typeof tag === 'string' ? tag : (cells[head] ?? null);
  const limit =
    code === 'too_long' || code === 'tag_too_long' || code === 'too_many_tags'
      ? Number((issue as { maximum?: number | bigint }).maximum ?? 0) || null
      : null;
  return importIssue(line, head, code, english, { value, limit });
}
