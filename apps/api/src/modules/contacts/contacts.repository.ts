/**
 * The one reader and writer of the contacts table (with contacts.sql.ts, the list's raw
 * statements); rows in their API shape.
 */
import type { Contact, ContactKind, createContactBodySchema } from '@usaha/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { isoTimestamp, type Timestamp } from '../../db/row-values';
import { contacts } from '../../db/schema/index';

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
    .select({ archivedAt: contacts.archivedAt })
    .from(contacts)
    .where(and(eq(contacts.businessId, businessId), eq(contacts.id, contactId)))
    .for('key share');
  return row;
}
