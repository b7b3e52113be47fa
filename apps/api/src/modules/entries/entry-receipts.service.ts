/** One entry as its receipt (nota) tells it, for the receipts module; another business's is a 404. */
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { findEntryReceipt } from './entry-receipts.repository';

export type EntryReceipt = {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  direction: 'in' | 'out';
  /** Positive integer minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  reference: string | null;
  cashbookName: string;
  categoryName: string | null;
  /** A seeded category's key: the receipt names it in its own language. */
  categorySeedKey: string | null;
  contactName: string | null;
  recordedBy: string | null;
};

export async function entryReceipt(
  database: Database,
  actor: Pick<Actor, 'businessId'>,
  entryId: string,
): Promise<EntryReceipt> {
  const row = await findEntryReceipt(database.db, actor.businessId, entryId);
  if (!row) throw notFound('Entry');
  return { ...row, direction: row.direction === 'in' ? 'in' : 'out' };
}
