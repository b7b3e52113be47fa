/**
 * A payment against a document that moved money through a cash book (invoice payments, debt
 * payments): the same columns and keys, named after its own table, so both stay twins on
 * purpose and a third kind of document gets them whole.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, tenantKey } from './columns';
import { createdByColumn } from './identity';
import { cashbooks, entries } from './ledger';

/** amount, date, cash book, note, the entry it made, who and when. */
export const cashPaymentColumns = () => ({
  amount: money('amount').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  cashbookId: uuid('cashbook_id').notNull(),
  note: text('note'),
  /** The cash book entry it made (source `invoice_payment` or `debt_payment`); deleted with it. */
  entryId: uuid('entry_id').notNull(),
  createdBy: createdByColumn(),
  createdAt: createdAt(),
});

type PaymentTable = Record<
  'id' | 'businessId' | 'amount' | 'date' | 'cashbookId' | 'entryId' | 'createdBy',
  AnyPgColumn
>;

/**
 * The keys of `table`: its document (`documentId`, a tenant key to `document` named
 * `<table>_<documentKey>_fk`), its cash book and its entry, the indexes the lists read, and a
 * positive amount.
 */
export const cashPaymentKeys = (
  name: string,
  table: PaymentTable,
  documentKey: string,
  documentId: AnyPgColumn,
  document: { businessId: AnyPgColumn; id: AnyPgColumn },
) => [
  unique(`${name}_business_id_id_key`).on(table.businessId, table.id),
  unique(`${name}_entry_key`).on(table.entryId),
  tenantKey(`${name}_${documentKey}_fk`, table.businessId, documentId, document),
  tenantKey(`${name}_cashbook_fk`, table.businessId, table.cashbookId, cashbooks),
  // Deleting a whole business's entries (account deletion) takes its payments along.
  tenantKey(`${name}_entry_fk`, table.businessId, table.entryId, entries).onDelete('cascade'),
  index(`${name}_${documentKey}_idx`).on(table.businessId, documentId, table.date),
  index(`${name}_cashbook_idx`).on(table.businessId, table.cashbookId),
  index(`${name}_created_by_idx`).on(table.createdBy),
  check(`${name}_amount_check`, sql`${table.amount} > 0`),
];
