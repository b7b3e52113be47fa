/**
 * General ledger (issue 16): every account the hledger journal export writes (each cash book as
 * `Assets:<Kind>:<Name>`, each category as `Income:`/`Expenses:`, receivables, payables, the
 * opening balances), with its balance before the period, each movement of the period with the
 * running balance, and its balance at the end. Balances are debit − credit, as hledger shows
 * them: a book's is positive, an income's negative. The JSON answer shows at most
 * GENERAL_LEDGER_MOVEMENT_CAP movements per account (`truncated`); the CSV and XLSX give all.
 */
import { z } from 'zod';
import { idSchema } from '../common.schemas';
import { reportPeriodSchema, reportQueryOf } from '../report.schemas';

export const GENERAL_LEDGER_MOVEMENT_CAP = 500;

export const generalLedgerQuerySchema = reportQueryOf({});
export type ParsedGeneralLedgerQuery = z.output<typeof generalLedgerQuerySchema>;
export type GeneralLedgerQuery = z.input<typeof generalLedgerQuerySchema>;

export const LEDGER_ACCOUNT_KINDS = [
  'book',
  'income',
  'expense',
  'receivables',
  'payables',
  'equity',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

const minor = z.number().int();

export const ledgerMovementSchema = z.object({
  date: z.string(),
  /** Null for a book's opening balance. */
  entry_id: idSchema.nullable(),
  description: z.string(),
  reference: z.string().nullable(),
  debit: minor,
  credit: minor,
  /** The account's balance after this movement. */
  balance: minor,
});
export type LedgerMovement = z.infer<typeof ledgerMovementSchema>;

export const ledgerAccountSchema = z.object({
  /** The journal's account name: `Assets:Cash:Kas Toko`, `Expenses:Listrik`. */
  account: z.string(),
  kind: z.enum(LEDGER_ACCOUNT_KINDS),
  currency: z.string(),
  /** The cash book of a book's account. */
  cashbook_id: idSchema.nullable(),
  opening: minor,
  debit: minor,
  credit: minor,
  closing: minor,
  movement_count: z.number().int(),
  /** More movements than the JSON shows: the downloads have them all. */
  truncated: z.boolean(),
  movements: z.array(ledgerMovementSchema),
});
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

export const generalLedgerSchema = z.object({
  period: reportPeriodSchema,
  accounts: z.array(ledgerAccountSchema),
});
export type GeneralLedger = z.infer<typeof generalLedgerSchema>;
