/**
 * Contracts of the bank-statement CSV import (DESIGN.md §6, Transactions): how a file's columns
 * map to entries, and what the parser makes of each line. Amounts are integer minor units.
 */
import { z } from 'zod';

export const STATEMENT_DELIMITERS = [',', ';', '\t'] as const;
export type StatementDelimiter = (typeof STATEMENT_DELIMITERS)[number];

/**
 * 'DD MMM YYYY' and 'DD MMM YY' take Indonesian and English month names, short or full, between
 * spaces, `-` or `/` ("05 Okt 2026", "5 Oktober 2026", "05-Oct-26"). 'YY' is a two-digit year:
 * 00–69 are 2000–2069, 70–99 are 1970–1999. A time after the date ("05/10/26 11:40:51") is
 * ignored in every format. 'DD/MM' has no year: the mapping's `year` is the year of the first
 * row, and the parser moves to the next year when the months wrap (Dec → Jan).
 */
export const STATEMENT_DATE_FORMATS = [
  'DD/MM/YYYY',
  'DD/MM/YY',
  'DD/MM',
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD-MM-YYYY',
  'DD-MM-YY',
  'DD MMM YYYY',
  'DD MMM YY',
] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

/** 'id' = 1.234.567,89; 'en' = 1,234,567.89. */
export const STATEMENT_NUMBER_FORMATS = ['id', 'en'] as const;
export type StatementNumberFormat = (typeof STATEMENT_NUMBER_FORMATS)[number];

const column = z.number().int().min(0).max(255);

export const statementAmountMappingSchema = z.discriminatedUnion('mode', [
  /** One column, negative for money out. */
  z.object({ mode: z.literal('signed'), column }),
  /** Money out and money in in two columns. */
  z.object({ mode: z.literal('debit_credit'), debit_column: column, credit_column: column }),
  /** One column of amounts and one of CR/DB, K/D, Kredit/Debet, CR/DR (any case). */
  z.object({ mode: z.literal('amount_type'), column, type_column: column }),
]);
export type StatementAmountMapping = z.infer<typeof statementAmountMappingSchema>;

export const statementMappingSchema = z
  .object({
    delimiter: z.enum(STATEMENT_DELIMITERS),
    /** 1-based line number of the table's header row; lines up to it are not table rows. */
    header_line: z.number().int().min(1),
    date_column: column,
    date_format: z.enum(STATEMENT_DATE_FORMATS),
    year: z.number().int().min(1900).max(2200).optional(),
    description_column: column,
    reference_column: column.optional(),
    amount: statementAmountMappingSchema,
    number_format: z.enum(STATEMENT_NUMBER_FORMATS),
    /** Running balance after each row: lets the parser prove no row was lost or misread. */
    balance_column: column.optional(),
  })
  .superRefine((mapping, ctx) => {
    if (mapping.date_format === 'DD/MM' && mapping.year === undefined) {
      ctx.addIssue({ code: 'custom', path: ['year'], message: 'year_required' });
    }
    // One cell cannot be two things; a mix-up here would import garbage silently.
    const used: [string, number | undefined][] = [
      ['date_column', mapping.date_column],
      ['description_column', mapping.description_column],
      ['reference_column', mapping.reference_column],
      ['balance_column', mapping.balance_column],
      ...amountColumns(mapping.amount),
    ];
    const seen = new Map<number, string>();
    for (const [field, index] of used) {
      if (index === undefined) continue;
      const other = seen.get(index);
      if (other) {
        ctx.addIssue({
          code: 'custom',
          path: field.startsWith('amount.') ? field.split('.') : [field],
          message: 'column_already_used',
        });
      } else {
        seen.set(index, field);
      }
    }
  });
export type StatementMapping = z.infer<typeof statementMappingSchema>;

function amountColumns(amount: StatementAmountMapping): [string, number][] {
  switch (amount.mode) {
    case 'signed':
      return [['amount.column', amount.column]];
    case 'debit_credit':
      return [
        ['amount.debit_column', amount.debit_column],
        ['amount.credit_column', amount.credit_column],
      ];
    case 'amount_type':
      return [
        ['amount.column', amount.column],
        ['amount.type_column', amount.type_column],
      ];
    default: {
      const exhaustive: never = amount;
      throw new Error(`Unknown amount mode ${String(exhaustive)}`);
    }
  }
}

export const statementRowSchema = z.object({
  /** 1-based line in the file where the row starts. */
  line: z.number().int().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  description: z.string(),
  reference: z.string().nullable(),
  direction: z.enum(['in', 'out']),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** Running balance after the row, when the statement has that column. */
  balance: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER).nullable(),
  /** Same file, same fingerprints; identical rows in one file still differ (occurrence index). */
  fingerprint: z.string().min(1),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

/** A line in the table that could not be read as a transaction: never dropped silently. */
/** Why a line could not be read; the web words each code in the user's language. */
export const STATEMENT_ISSUE_CODES = [
  'unclosed_quote',
  'no_date',
  'date_needs_year',
  'bad_date',
  'no_amount',
  'both_debit_credit',
  'bad_amount',
  'amount_too_large',
  'bad_type',
  'bad_balance',
] as const;
export type StatementIssueCode = (typeof STATEMENT_ISSUE_CODES)[number];

export const statementIssueSchema = z.object({
  line: z.number().int().min(1),
  code: z.enum(STATEMENT_ISSUE_CODES),
  /** The same in English, for logs and API users. */
  message: z.string(),
  /** The cell that could not be read, if one was. */
  value: z.string().nullable(),
});
export type StatementIssue = z.infer<typeof statementIssueSchema>;

export const statementParseResultSchema = z.object({
  rows: z.array(statementRowSchema),
  issues: z.array(statementIssueSchema),
  opening_balance: z.number().int().nullable(),
  closing_balance: z.number().int().nullable(),
  /** Every running balance (and any summary the bank printed) agrees with the rows. */
  balance_verified: z.boolean(),
});
export type StatementParseResult = z.infer<typeof statementParseResultSchema>;
