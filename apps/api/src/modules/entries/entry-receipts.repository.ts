/**
 * What an entry's receipt (nota) shows: the entry with the names of its book, category, contact
 * and recorder, read in one statement. A read: the entries table's writer is entries.repository.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashbooks, categories, contacts, entries, users } from '../../db/schema/index';

export async function findEntryReceipt(executor: Executor, businessId: string, entryId: string) {
  const [row] = await executor
    .select({
      id: entries.id,
      date: entries.date,
      direction: entries.direction,
      amount: entries.amount,
      description: entries.description,
      reference: entries.reference,
      cashbookName: cashbooks.name,
      currency: cashbooks.currency,
      categoryName: categories.name,
      categorySeedKey: categories.seedKey,
      contactName: contacts.name,
      recordedBy: users.fullName,
    })
    .from(entries)
    .innerJoin(
      cashbooks,
      and(eq(cashbooks.businessId, entries.businessId), eq(cashbooks.id, entries.cashbookId)),
    )
    .leftJoin(
      categories,
      and(eq(categories.businessId, entries.businessId), eq(categories.id, entries.categoryId)),
    )
    .leftJoin(
      contacts,
      and(eq(contacts.businessId, entries.businessId), eq(contacts.id, entries.contactId)),
    )
    .leftJoin(users, eq(users.id, entries.createdBy))
    .where(and(eq(entries.businessId, businessId), eq(entries.id, entryId)))
    .limit(1);
  return row;
}
