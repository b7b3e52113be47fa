/**
 * Why one field was refused: a stable code per reason, with the numbers it needs. Both sides word
 * a code in the user's language from `locales/<lang>/fields.json` of this package, so no English
 * sentence of the server reaches an Indonesian screen. The schemas' own checks name their reason
 * by giving its code as their message (`.min(1, 'name_required')`).
 */

import { DIRECTORY_IMPORT_ISSUE_CODES } from './directory-import.schemas';

const OWN_CODES = [
  // The schema's generic checks.
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'must_be_positive',
  'must_be_zero',
  'too_few',
  'too_many',
  'not_a_number',
  'not_integer',
  'not_text',
  'not_boolean',
  'invalid_choice',
  'invalid_format',
  'invalid_id',
  'unknown_field',
  'invalid_value',
  'invalid_characters',
  'nested_too_deep',
  // The schemas' named checks.
  'name_required',
  'title_required',
  'business_name_required',
  'timezone_required',
  'invalid_email',
  'invalid_phone',
  'invalid_npwp',
  'invalid_username',
  'invalid_date',
  'date_not_in_calendar',
  'date_too_far',
  'invalid_currency',
  'unsupported_currency',
  'invalid_color',
  'invalid_icon',
  'invalid_timezone',
  'invalid_invoice_format',
  'invalid_invoice_placeholder',
  'whole_minor_units',
  'tax_rate_basis_points',
  // The invoice arithmetic's refusals (InvoiceMathError).
  'discount_exceeds_amount',
  'amount_out_of_range',
  'too_many_decimals',
  'message_too_short',
  'file_empty',
  'duplicate_type',
  'year_required',
  'invalid_characters_on_line',
  'column_already_used',
  'duplicate_line',
  'not_a_statement_row',
  'role_or_status',
  // Rules the server checks against what is stored.
  'username_taken',
  'email_taken',
  'weak_password',
  'password_too_common',
  'password_too_simple',
  'password_has_name',
  'wrong_password',
  'name_taken',
  'rule_exists',
  'already_member',
  'already_invited',
  'email_taken_log_in',
  'sku_taken',
  'currency_mismatch',
  'same_cashbook',
  'amount_received_must_match',
  'amount_received_required',
  'cashbook_archived',
  'contact_archived',
  'category_archived',
  'category_kind_mismatch',
  'note_author_only',
  'image_required',
  'file_required',
  'event_stream_only',
  'invalid_idempotency_key',
  'invalid_cursor',
  // Invoices.
  'description_required',
  'lines_required',
  'due_before_issue',
  'tax_base_above_one',
  'number_taken',
  'exceeds_amount_due',
  'no_email',
  'total_below_paid',
  // Recurring invoices.
  'start_in_past',
  'start_not_after_last',
  'end_before_start',
  // Debts and credits.
  'due_before_date',
  'amount_below_paid',
  'no_phone',
  // Reports.
  'period_end_before_start',
  'period_too_long',
  'period_dates_with_preset',
  // The blog.
  'invalid_slug',
  'slug_taken',
  'publish_at_not_future',
] as const;

/** Every reason, the import's reasons for a line's cell included. */
export const FIELD_CODES = [...new Set([...OWN_CODES, ...DIRECTORY_IMPORT_ISSUE_CODES])] as const;

export type FieldCode = (typeof OWN_CODES)[number] | (typeof DIRECTORY_IMPORT_ISSUE_CODES)[number];

/** One refused field: its path (`email`, `lines.2.amount`), the reason and its numbers. */
export type FieldIssue = {
  field: string;
  code: FieldCode;
  params?: Record<string, string | number>;
};

/** The envelope's `field_codes`: field → the codes of its messages in `errors`, in order. */
export type FieldCodes = Record<string, string[]>;

const KNOWN: ReadonlySet<string> = new Set(FIELD_CODES);

export function isFieldCode(value: unknown): value is FieldCode {
  return typeof value === 'string' && KNOWN.has(value);
}

/** What a zod issue carries that a reason is read from (zod 4's issue, loosely typed). */
export type SchemaIssueLike = {
  code: string;
  message: string;
  origin?: string;
  format?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  values?: readonly unknown[];
  /** The line of a file's text a check names (invalid_characters_on_line). */
  line?: number;
};

const SIZED: Record<string, { small: FieldCode; big: FieldCode }> = {
  string: { small: 'too_short', big: 'too_long' },
  array: { small: 'too_few', big: 'too_many' },
  set: { small: 'too_few', big: 'too_many' },
};

function reasonOfSize(issue: SchemaIssueLike): Omit<FieldIssue, 'field'> {
  const sized = SIZED[issue.origin ?? ''];
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum ?? 0);
    if (issue.origin === 'string' && min <= 1) return { code: 'required' };
    if (sized) return { code: sized.small, params: { min } };
    if (min === 0 && issue.inclusive === false) return { code: 'must_be_positive' };
    return { code: 'too_small', params: { min } };
  }
  const max = Number(issue.maximum ?? 0);
  return sized ? { code: sized.big, params: { max } } : { code: 'too_big', params: { max } };
}

const EXPECTED: Record<string, FieldCode> = {
  number: 'not_a_number',
  int: 'not_integer',
  string: 'not_text',
  boolean: 'not_boolean',
};

const FORMATS: Record<string, FieldCode> = {
  email: 'invalid_email',
  uuid: 'invalid_id',
  guid: 'invalid_id',
};

/** The reason of one schema issue: the check's own code, or one read from its kind. */
export function reasonOf(issue: SchemaIssueLike): Omit<FieldIssue, 'field'> {
  if (isFieldCode(issue.message)) {
    const params: Record<string, number> = {};
    if (issue.line) params.line = issue.line;
    if (issue.maximum !== undefined) params.max = Number(issue.maximum);
    return Object.keys(params).length > 0
      ? { code: issue.message, params }
      : { code: issue.message };
  }
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return reasonOfSize(issue);
    case 'invalid_type':
      // zod reports a missing field as an invalid type that received undefined.
      if (/received undefined$/.test(issue.message)) return { code: 'required' };
      return { code: EXPECTED[issue.expected ?? ''] ?? 'invalid_value' };
    case 'invalid_format':
      return { code: FORMATS[issue.format ?? ''] ?? 'invalid_format' };
    case 'invalid_value':
      return {
        code: 'invalid_choice',
        params: { options: (issue.values ?? []).map(String).join(', ') },
      };
    case 'unrecognized_keys':
      return { code: 'unknown_field' };
    default:
      return { code: 'invalid_value' };
  }
}
