/**
 * The one writer of the contacts table (with contacts.sql.ts, the list's raw
 * statements); rows in their API shape.
 */
import type { Contact, ContactKind, createContactBodySchema } from '@usaha/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Database, Executor } from '../../db/client';
import { everyRow, type NameKey, nameKeyOf } from '../../db/keyset';
import { isoTimestamp, type Timestamp } from '../../db/row-values';
import { contacts } from '../../db/schema/index';
import { type ContactFilter, contactPageSql, contactSearchSql } from './contacts.sql';

type ContactTable = typeof contacts.$inferSelect;
export type ContactFields = z.output<typeof createContactBodySchema>;

/**
 * A contact as Drizzle returns it or as the raw statements of contacts.sql.ts select it
 * (`CONTACT_COLUMNS`): both carry these fields under these names.
 */
export type ContactRow = Pick<
  ContactTable,
  | 'id'
  | 'kind'
  | 'name'
  | 'company'
  | 'phone'
  | 'email'
  | 'address'
  | 'city'
  | 'taxId'
  | 'notes'
  | 'tags'
  | 'version'
> & { archivedAt: Timestamp | null; createdAt: Timestamp; updatedAt: Timestamp };

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    kind: row.kind as ContactKind,
    name: row.name,
    company: row.company,
    phone: row.phone,
    email: row.email,
    address: row.address,
    city: row.city,
    tax_id: row.taxId,
    notes: row.notes,
    tags: row.tags,
    archived: row.archivedAt !== null,
    version: row.version,
    created_at: isoTimestamp(row.createdAt),
    updated_at: isoTimestamp(row.updatedAt),
  };
}

/** API field names to columns; only the fields given. */
export function contactColumns<F extends Partial<ContactFields>>(fields: F) {
  const { tax_id, ...rest } = fields;
  return { ...rest, ...(tax_id === undefined ? {} : { taxId: tax_id }) };
}

export async function findContact(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<ContactTable | undefined> {
  const [row] = await executor
    .select()
    .from(contacts)
    .where(and(eq(contacts.businessId, businessId), eq(contacts.id, id)));
  return row;
}

export async function insertContact(
  executor: Executor,
  businessId: string,
  createdBy: string | null,
  fields: ContactFields,
): Promise<ContactTable> {
  const [row] = await executor
    .insert(contacts)
    .values({ businessId, createdBy, ...contactColumns(fields) })
    .returning();
  if (!row) throw new Error('contact insert returned nothing');
  return row;
}

/** Changes a contact if it is still at `version`; undefined when it is not (stale or gone). */
export async function updateContactAt(
  executor: Executor,
  businessId: string,
  id: string,
  version: number,
  changes: Partial<typeof contacts.$inferInsert>,
): Promise<ContactTable | undefined> {
  const [row] = await executor
    .update(contacts)
    .set({ ...changes, version: sql`${contacts.version} + 1` })
    .where(
      and(eq(contacts.businessId, businessId), eq(contacts.id, id), eq(contacts.version, version)),
    )
    .returning();
  return row;
}

export async function deleteContact(executor: Executor, businessId: string, id: string) {
  await executor
    .delete(contacts)
    .where(and(eq(contacts.businessId, businessId), eq(contacts.id, id)));
}

/** Locks the contact against deletion and linking while it is being deleted. */
export async function lockContact(
  executor: Executor,
  businessId: string,
  id: string,
): Promise<ContactTable | undefined> {
  const [row] = await executor
    .select()
    .from(contacts)
    .where(and(eq(contacts.businessId, businessId), eq(contacts.id, id)))
    .for('update');
  return row;
}

/** Whether the contact may be newly linked to an entry: its `archived_at`, the row key-share locked. */
export async function lockContactForLink(
  executor: Executor,
  businessId: string,
  contactId: string,
) {
  const [row] = await executor
    .select({ name: contacts.name, archivedAt: contacts.archivedAt })
    .from(contacts)
    .where(and(eq(contacts.businessId, businessId), eq(contacts.id, contactId)))
    .for('key share');
  return row;
}

/** The contact an invoice is made out to, key-share locked against deletion. */
export async function lockContactForInvoice(
  executor: Executor,
  businessId: string,
  contactId: string,
): Promise<ContactTable | undefined> {
  const [row] = await executor
    .select()
    .from(contacts)
    .where(and(eq(contacts.businessId, businessId), eq(contacts.id, contactId)))
    .for('key share');
  return row;
}

/** A contact as the list's statements select it, with its sort key. */
export type ListedContactRow = ContactRow & { sortName: string };
type Raw = Pick<Database, 'query'>;

export function listContactRows(
  database: Raw,
  businessId: string,
  filter: ContactFilter,
  cursor: NameKey | null,
  limit: number,
): Promise<ListedContactRow[]> {
  const statement = contactPageSql(businessId, filter, cursor, limit);
  return database.query<ListedContactRow>(statement.text, statement.params);
}

export function searchContactRows(
  database: Raw,
  businessId: string,
  q: string,
  kind?: ContactFilter['kind'],
): Promise<ListedContactRow[]> {
  const statement = contactSearchSql(businessId, q, kind);
  return database.query<ListedContactRow>(statement.text, statement.params);
}

/** Every contact of the filter, in the list's order, for a download. */
export function everyContactRow(database: Raw, businessId: string, filter: ContactFilter) {
  return everyRow<ListedContactRow, NameKey>(
    database,
    (cursor, limit) => contactPageSql(businessId, filter, cursor, limit),
    nameKeyOf,
  );
}

const BULK_COLUMNS: readonly BulkColumn[] = [
  { name: 'kind', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'company', type: 'text' },
  { name: 'phone', type: 'text' },
  { name: 'email', type: 'text' },
  { name: 'address', type: 'text' },
  { name: 'city', type: 'text' },
  { name: 'tax_id', type: 'text' },
  { name: 'notes', type: 'text' },
  { name: 'tags', type: 'text[]' },
];

/** Thousands of contacts of an import, a batch per statement. */
export function insertContactsInBulk(
  tx: Executor,
  businessId: string,
  createdBy: string,
  rows: readonly ContactFields[],
): Promise<void> {
  return bulkInsert(tx, 'contacts', BULK_COLUMNS, { businessId, createdBy }, rows);
}
