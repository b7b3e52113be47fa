import type { EntrySource } from '@usaha/shared';

/** The rows the export writers read: one ledger entry, denormalised for export. */
export type ExportEntry = {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  /**
   * The cash book's id. Optional so producers that only know the name still fit; the journal
   * needs it to tell apart two books with the same name and currency.
   */
  cashbook_id?: string;
  cashbook_name: string;
  currency: string;
  direction: 'in' | 'out';
  /** Positive integer minor units. */
  amount: number;
  category_name: string | null;
  /** A seeded category's key (seeded-categories.ts): its name then follows the reader's language. */
  category_seed_key?: string | null;
  category_kind: 'income' | 'expense' | null;
  description: string;
  reference: string | null;
  source: EntrySource;
  transfer_id: string | null;
  transfer_role: 'out' | 'in' | 'fee' | null;
  created_by_name: string | null;
  /**
   * The tax (PPN) in an invoice's payment (invoices module, payment-tax): owed to the state, so
   * the journal books it apart from the income. Left out: none.
   */
  tax?: number;
};

export type JournalBook = {
  id: string;
  name: string;
  kind: 'cash' | 'bank' | 'ewallet' | 'other';
  currency: string;
  /** Integer minor units; may be negative (an overdrawn account). */
  opening_balance: number;
  /** YYYY-MM-DD, date of the opening balance. */
  opening_date: string;
};

/**
 * What a CSV/XLSX column shows. Amount columns: `amount` is always positive (read it with
 * `direction`), `signed_amount` is + for in and − for out, `amount_in`/`amount_out` fill one of
 * the two and leave the other empty (a cash-book layout that sums per column).
 */
export type ExportColumnKey =
  | 'id'
  | 'date'
  | 'cashbook_name'
  | 'currency'
  | 'direction'
  | 'amount'
  | 'signed_amount'
  | 'amount_in'
  | 'amount_out'
  | 'category_name'
  | 'category_kind'
  | 'description'
  | 'reference'
  | 'source'
  | 'transfer_id'
  | 'transfer_role'
  | 'created_by_name';

/** `title` is the localised header text. */
export type ExportColumn = { key: ExportColumnKey; title: string };

/** Columns whose values are codes that a caller may want translated. */
export type ExportCodeColumnKey = 'direction' | 'category_kind' | 'source' | 'transfer_role';

/** Turns a code (`in`, `expense`, `invoice_payment`, …) into the text a reader sees. */
export type ExportCodeLabel = (key: ExportCodeColumnKey, code: string) => string;

export type TabularExportOptions = {
  /** Defaults to the code itself. */
  codeLabel?: ExportCodeLabel;
  /** The reader's language, for the seeded categories' names; as stored when left out. */
  language?: 'id' | 'en';
};
