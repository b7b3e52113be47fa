/** Contacts: customers and suppliers of a business (DESIGN.md §6 "Contacts, products"). */
import type { Contact, contactListQuerySchema, updateContactBodySchema } from '@usaha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { deleteUnlessReferenced } from '../../db/delete-unless-referenced';
import { nameKeyOf, nameKeyset } from '../../db/keyset';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound, versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import {
  type ContactFields,
  contactColumns,
  deleteContact,
  everyContactRow,
  findContact,
  insertContact,
  insertContactsInBulk,
  listContactRows,
  lockContact,
  searchContactRows,
  toContact,
  updateContactAt,
} from './contacts.repository';
import type { ContactFilter } from './contacts.sql';

type ListQuery = z.output<typeof contactListQuerySchema>;
type UpdateBody = z.output<typeof updateContactBodySchema>;

export type { ContactFields, ContactFilter };

/** An import's contacts, inside its transaction (directory-io). */
export function importContacts(
  tx: Executor,
  businessId: string,
  createdBy: string,
  rows: readonly ContactFields[],
): Promise<void> {
  return insertContactsInBulk(tx, businessId, createdBy, rows);
}

export type ContactPage = { data: Contact[]; next_cursor: string | null; has_more: boolean };

export function createContactsService(deps: { database: Database }) {
  const { database } = deps;
  const { db } = database;

  return {
    async list(actor: Actor, query: ListQuery): Promise<ContactPage> {
      const { cursor, limit, ...filter } = query;
      const key = nameKeyset.decode(cursor);
      const rows = await listContactRows(database, actor.businessId, filter, key, limit);
      return nameKeyset.page(rows, limit, toContact, nameKeyOf);
    },

    async search(actor: Actor, q: string, kind?: 'customer' | 'supplier'): Promise<Contact[]> {
      return (await searchContactRows(database, actor.businessId, q, kind)).map(toContact);
    },

    /** Every contact of the filter, in the list's order, for a download. */
    async *exportRows(actor: Pick<Actor, 'businessId'>, filter: ContactFilter) {
      for await (const row of everyContactRow(database, actor.businessId, filter)) {
        yield toContact(row);
      }
    },

    async get(actor: Actor, id: string): Promise<Contact> {
      const row = await findContact(db, actor.businessId, id);
      if (!row) throw notFound('Contact');
      return toContact(row);
    },

    async create(actor: Actor, body: ContactFields, key: string | null): Promise<Stored<Contact>> {
      return runIdempotent(
        database,
        actor,
        key,
        { route: 'contacts.create', body, status: 201 },
        async (tx) => {
          const contact = toContact(await insertContact(tx, actor.businessId, actor.userId, body));
          await recordActivity(tx, {
            ...activityBase(actor),
            action: 'contact.create',
            entityType: 'contact',
            entityId: contact.id,
            after: contact,
          });
          return contact;
        },
      );
    },

    /** Changes the fields given; `archived` archives or restores. A stale version is 409. */
    async update(actor: Actor, id: string, body: UpdateBody): Promise<Contact> {
      return db.transaction(async (tx) => {
        const before = await findContact(tx, actor.businessId, id);
        if (!before) throw notFound('Contact');
        const { version, archived, ...fields } = body;
        const archivedAt =
          archived === undefined
            ? {}
            : { archivedAt: archived ? (before.archivedAt ?? new Date()) : null };
        const row = await updateContactAt(tx, actor.businessId, id, version, {
          ...contactColumns(fields),
          ...archivedAt,
        });
        if (!row) throw versionConflict();
        const contact = toContact(row);
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'contact.update',
          entityType: 'contact',
          entityId: id,
          before: toContact(before),
          after: contact,
        });
        return contact;
      });
    },

    /**
     * Deletes a contact no entry, invoice or schedule points at; one with them is archived instead, so the
     * history keeps its name. Answers whether it was archived.
     */
    async remove(actor: Actor, id: string): Promise<{ archived: boolean }> {
      return db.transaction(async (tx) => {
        const before = await lockContact(tx, actor.businessId, id);
        if (!before) throw notFound('Contact');
        const base = { ...activityBase(actor), entityType: 'contact', entityId: id };
        // Entries, invoices, schedules and debts refer to it by foreign key: then it is archived.
        const deleted = await deleteUnlessReferenced(tx, (savepoint) =>
          deleteContact(savepoint, actor.businessId, id),
        );
        if (!deleted) {
          const row = await updateContactAt(tx, actor.businessId, id, before.version, {
            archivedAt: before.archivedAt ?? new Date(),
          });
          if (!row) throw versionConflict();
          await recordActivity(tx, {
            ...base,
            action: 'contact.archive',
            before: toContact(before),
            after: toContact(row),
          });
          return { archived: true };
        }
        await recordActivity(tx, { ...base, action: 'contact.delete', before: toContact(before) });
        return { archived: false };
      });
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
