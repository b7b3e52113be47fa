/**
 * The ledger: cash books, categories, entries, transfers and imports (DESIGN.md §3, §6).
 * Every table leads with `business_id`; references carry it too, so a row can only point at
 * rows of its own business. Balances are kept by a trigger (migration 0003), never by hand.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CATEGORY_ACCOUNT_SQL, ENTRY_LEDGER_SIDE_SQL } from '../entry-ledger-sides';
import { createdAt, id, money, tenantKey, updatedAt } from './columns';
import { debts } from './debts';
import { contacts } from './directory';
import { businessColumn, businesses, createdByColumn, users } from './identity';
import { invoices } from './invoices';

// Keyset indexes are DESC NULLS FIRST, the order `order by … desc` asks for, so a page reads the
// index instead of sorting every matching row (and read backwards, they serve ASC too).

export const cashbooks = pgTable(
  'cashbooks',
  {
    id: id(),
    businessId: businessColumn(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('cash'),
    currency: text('currency').notNull(),
    openingBalance: money('opening_balance').notNull().default(0),
    /** Σ in − Σ out of its entries, kept by the entries trigger. */
    entriesNet: money('entries_net').notNull().default(0),
    /**
     * Its entries' amounts per class (income, expense with transfer fees, transfer in, transfer
     * out) and their number, kept by the entries trigger (migration 0012): the totals of an
     * unfiltered Transaksi list, or one book's, add up these instead of every day total.
     */
    incomeSum: money('income_sum').notNull().default(0),
    expenseSum: money('expense_sum').notNull().default(0),
    transferInSum: money('transfer_in_sum').notNull().default(0),
    transferOutSum: money('transfer_out_sum').notNull().default(0),
    entryCount: integer('entry_count').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: createdByColumn(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('cashbooks_business_id_id_key').on(table.businessId, table.id),
    index('cashbooks_created_by_idx').on(table.createdBy),
    check('cashbooks_kind_check', sql`${table.kind} in ('cash', 'bank', 'ewallet', 'other')`),
    check('cashbooks_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    businessId: businessColumn(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    color: text('color').notNull(),
    icon: text('icon').notNull(),
    /**
     * The key of a seeded category (packages/shared seeded-categories.ts) until the owner renames
     * it: readers see its name in their own language.
     */
    seedKey: text('seed_key'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('categories_business_id_id_key').on(table.businessId, table.id),
    uniqueIndex('categories_business_seed_key')
      .on(table.businessId, table.seedKey)
      .where(sql`${table.seedKey} is not null`),
    uniqueIndex('categories_business_kind_name_key').on(
      table.businessId,
      table.kind,
      sql`lower(${table.name})`,
    ),
    check('categories_kind_check', sql`${table.kind} in ('income', 'expense')`),
  ],
);

export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    businessId: businessColumn(),
    fromCashbookId: uuid('from_cashbook_id').notNull(),
    toCashbookId: uuid('to_cashbook_id').notNull(),
    amountSent: money('amount_sent').notNull(),
    amountReceived: money('amount_received').notNull(),
    fee: money('fee').notNull().default(0),
    feeCategoryId: uuid('fee_category_id'),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
    createdBy: createdByColumn(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('transfers_business_id_id_key').on(table.businessId, table.id),
    tenantKey('transfers_from_cashbook_fk', table.businessId, table.fromCashbookId, cashbooks),
    tenantKey('transfers_to_cashbook_fk', table.businessId, table.toCashbookId, cashbooks),
    tenantKey('transfers_fee_category_fk', table.businessId, table.feeCategoryId, categories),
    index('transfers_business_date_idx').on(
      table.businessId,
      table.date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('transfers_from_cashbook_idx').on(table.businessId, table.fromCashbookId),
    index('transfers_to_cashbook_idx').on(table.businessId, table.toCashbookId),
    index('transfers_fee_category_idx').on(table.businessId, table.feeCategoryId),
    index('transfers_created_by_idx').on(table.createdBy),
    check('transfers_distinct_books_check', sql`${table.fromCashbookId} <> ${table.toCashbookId}`),
    check(
      'transfers_amounts_check',
      sql`${table.amountSent} > 0 and ${table.amountReceived} > 0 and ${table.fee} >= 0`,
    ),
  ],
);

export const statementImports = pgTable(
  'statement_imports',
  {
    id: id(),
    businessId: businessColumn(),
    cashbookId: uuid('cashbook_id').notNull(),
    filename: text('filename').notNull(),
    rowCount: integer('row_count').notNull(),
    totalIn: money('total_in').notNull(),
    totalOut: money('total_out').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdBy: createdByColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('statement_imports_business_id_id_key').on(table.businessId, table.id),
    // Undone imports keep a row for the history; with their (empty) book gone they go too.
    tenantKey(
      'statement_imports_cashbook_fk',
      table.businessId,
      table.cashbookId,
      cashbooks,
    ).onDelete('cascade'),
    index('statement_imports_business_created_idx').on(table.businessId, table.createdAt),
    index('statement_imports_cashbook_idx').on(table.businessId, table.cashbookId),
    index('statement_imports_created_by_idx').on(table.createdBy),
  ],
);

export const entries = pgTable(
  'entries',
  {
    id: id(),
    businessId: businessColumn(),
    cashbookId: uuid('cashbook_id').notNull(),
    direction: text('direction').notNull(),
    amount: money('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    categoryId: uuid('category_id'),
    contactId: uuid('contact_id'),
    description: text('description').notNull().default(''),
    reference: text('reference'),
    source: text('source').notNull().default('manual'),
    transferId: uuid('transfer_id'),
    transferRole: text('transfer_role'),
    importId: uuid('import_id'),
    /** The invoice whose payment this entry is (source `invoice_payment`). */
    invoiceId: uuid('invoice_id'),
    /** The debt or credit this entry moved cash for: at creation (source `debt`) or a payment. */
    debtId: uuid('debt_id'),
    /** Identifies a statement row, to flag it when the same statement is imported again. */
    importFingerprint: text('import_fingerprint'),
    attachmentCount: integer('attachment_count').notNull().default(0),
    createdBy: createdByColumn(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('entries_business_id_id_key').on(table.businessId, table.id),
    tenantKey('entries_cashbook_fk', table.businessId, table.cashbookId, cashbooks),
    tenantKey('entries_category_fk', table.businessId, table.categoryId, categories),
    tenantKey('entries_contact_fk', table.businessId, table.contactId, contacts),
    tenantKey('entries_transfer_fk', table.businessId, table.transferId, transfers).onDelete(
      'cascade',
    ),
    tenantKey('entries_import_fk', table.businessId, table.importId, statementImports),
    index('entries_business_date_idx').on(
      table.businessId,
      table.date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('entries_cashbook_date_idx').on(
      table.businessId,
      table.cashbookId,
      table.date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('entries_category_date_idx').on(
      table.businessId,
      table.categoryId,
      table.date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The categorised entries an import's rows are compared with, newest first (issue 13).
    index('entries_categorised_date_idx')
      .on(table.businessId, table.date.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.categoryId} is not null and ${table.transferId} is null`),
    index('entries_contact_date_idx')
      .on(
        table.businessId,
        table.contactId,
        table.date.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.contactId} is not null`),
    index('entries_transfer_idx')
      .on(table.businessId, table.transferId)
      .where(sql`${table.transferId} is not null`),
    tenantKey('entries_invoice_fk', table.businessId, table.invoiceId, invoices),
    index('entries_invoice_idx')
      .on(table.businessId, table.invoiceId)
      .where(sql`${table.invoiceId} is not null`),
    tenantKey('entries_debt_fk', table.businessId, table.debtId, debts),
    index('entries_debt_idx')
      .on(table.businessId, table.debtId)
      .where(sql`${table.debtId} is not null`),
    index('entries_import_idx')
      .on(table.businessId, table.importId)
      .where(sql`${table.importId} is not null`),
    index('entries_fingerprint_idx')
      .on(table.businessId, table.cashbookId, table.importFingerprint)
      .where(sql`${table.importFingerprint} is not null`),
    index('entries_created_by_idx').on(table.createdBy),
    // Each general-ledger side's movements in date order (entry-ledger-sides.ts).
    index('entries_ledger_side_date_idx')
      .on(table.businessId, sql.raw(`(${ENTRY_LEDGER_SIDE_SQL})`), table.date, table.id)
      .where(sql.raw(`not (${CATEGORY_ACCOUNT_SQL})`)),
    // The Transaksi text search (`q`): trigram indexes answer `ilike '%…%'` (pg_trgm, 0004).
    index('entries_description_trgm_idx').using('gin', sql`${table.description} gin_trgm_ops`),
    index('entries_reference_trgm_idx').using('gin', sql`${table.reference} gin_trgm_ops`),
    check('entries_direction_check', sql`${table.direction} in ('in', 'out')`),
    check('entries_amount_check', sql`${table.amount} > 0`),
    check(
      'entries_source_check',
      sql`${table.source} in ('manual', 'transfer', 'import', 'invoice_payment', 'debt', 'debt_payment')`,
    ),
    check(
      'entries_invoice_check',
      sql`(${table.invoiceId} is not null) = (${table.source} = 'invoice_payment')`,
    ),
    check(
      'entries_debt_check',
      sql`(${table.debtId} is not null) = (${table.source} in ('debt', 'debt_payment'))`,
    ),
    check(
      'entries_transfer_check',
      sql`(${table.transferId} is null) = (${table.transferRole} is null) and (${table.transferRole} is null or ${table.transferRole} in ('out', 'in', 'fee'))`,
    ),
  ],
);

/**
 * Sums of entries per book, day, category, class and source, kept by the entries trigger: the
 * totals of a filter and a balance on a date read a few thousand of these, not a million entries.
 * `category_key` is the nil UUID for uncategorised entries (a key column cannot be null).
 */
export const entryDayTotals = pgTable(
  'entry_day_totals',
  {
    businessId: uuid('business_id').notNull(),
    cashbookId: uuid('cashbook_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    categoryKey: uuid('category_key').notNull(),
    /** income, expense, transfer_in, transfer_out (a transfer's fee is an expense). */
    class: text('class').notNull(),
    source: text('source').notNull(),
    amount: money('amount').notNull(),
    entryCount: integer('entry_count').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'entry_day_totals_pkey',
      columns: [
        table.businessId,
        table.cashbookId,
        table.day,
        table.categoryKey,
        table.class,
        table.source,
      ],
    }),
    tenantKey(
      'entry_day_totals_cashbook_fk',
      table.businessId,
      table.cashbookId,
      cashbooks,
    ).onDelete('cascade'),
    index('entry_day_totals_business_day_idx').on(table.businessId, table.day),
  ],
);

export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    businessId: businessColumn(),
    entryId: uuid('entry_id').notNull(),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdBy: createdByColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    tenantKey('attachments_entry_fk', table.businessId, table.entryId, entries).onDelete('cascade'),
    index('attachments_entry_idx').on(table.businessId, table.entryId),
    index('attachments_created_by_idx').on(table.createdBy),
  ],
);

/**
 * A business's ledger turnover: Σ |opening balance| of its books + Σ amount of its entries, kept
 * by triggers on cashbooks and entries (migration 0009). Every balance, total and report sum is
 * at most this, so the check keeps each one a number JSON carries exactly (MAX_LEDGER_TURNOVER
 * in packages/shared). `numeric`, so the sum itself can pass the limit and be refused.
 */
export const ledgerTurnover = pgTable(
  'ledger_turnover',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    amount: numeric('amount').notNull().default('0'),
  },
  (table) => [check('ledger_turnover_amount_range', sql`${table.amount} <= 9007199254740991`)],
);

/** Answers to creates sent with an Idempotency-Key, stored in the same transaction as the effect. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    businessId: businessColumn(),
    key: text('key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: text('response').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // A key is the caller's own: another member sending it makes a request of their own.
    primaryKey({
      name: 'idempotency_keys_pkey',
      columns: [table.businessId, table.userId, table.key],
    }),
    index('idempotency_keys_created_idx').on(table.createdAt),
    index('idempotency_keys_user_idx').on(table.userId),
  ],
);
