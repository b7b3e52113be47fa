/** The Transaksi list and one entry's detail, history and export rows (reads only). */
import type {
  Entry,
  EntryDetail,
  EntryFilter,
  EntryHistoryItem,
  EntryListItem,
  EntryTotals,
} from '@usaha/shared';
import type { Database } from '../../db/client';
import { dateKeyset } from '../../db/keyset';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import type { ActivityService } from '../activity/activities.service';
import { attachmentsOfEntry } from './attachments/attachments.service';
import {
  balanceThrough,
  bookBalance,
  entryExists,
  exportEntryRows,
  findEntryDetail,
  listEntryRows,
  readTotals,
} from './entries.repository';
import { fromListRow, toEntry } from './entry-mappers';
import { balanceThroughOldest, runningBalanceBook, runningBalances } from './entry-totals';

export type EntryPage = {
  data: EntryListItem[];
  next_cursor: string | null;
  has_more: boolean;
  totals: EntryTotals[] | null;
};

export function createEntryReads(deps: { database: Database; activities: ActivityService }) {
  const { database } = deps;
  const { db } = database;

  /**
   * Each item's balance when the page is one book's, unfiltered; else null. `balanceNow` is the
   * book's balance when the page starts at its newest entry (a first page with no end date).
   */
  async function withRunningBalances(
    actor: Actor,
    book: string | null,
    items: Entry[],
    balanceNow: number | null,
  ) {
    const last = items[items.length - 1];
    const throughLast =
      !book || !last
        ? null
        : balanceNow !== null
          ? balanceThroughOldest(items, balanceNow)
          : await balanceThrough(database, actor.businessId, book, last);
    const running = throughLast === null ? null : runningBalances(items, throughLast);
    return items.map((item, index) => ({ ...item, running_balance: running?.[index] ?? null }));
  }

  return {
    async list(
      actor: Actor,
      query: EntryFilter & { cursor?: string; limit: number },
    ): Promise<EntryPage> {
      const { cursor: rawCursor, limit, ...filter } = query;
      const cursor = dateKeyset.decode(rawCursor);
      const book = runningBalanceBook(filter);
      const fromNewest = book !== null && !cursor && !filter.to;
      const [rows, totals, balanceNow] = await Promise.all([
        listEntryRows(database, actor.businessId, filter, cursor, limit),
        cursor ? null : readTotals(database, actor.businessId, filter),
        fromNewest ? bookBalance(database, actor.businessId, book) : null,
      ]);
      const page = dateKeyset.page(rows, limit, fromListRow, (row) => ({
        date: row.date,
        id: row.id,
      }));
      const data = await withRunningBalances(actor, book, page.data, balanceNow);
      return { ...page, data, totals };
    },

    /** The business's newest entries, newest first, in one statement (the dashboard). */
    async recent(businessId: string, limit: number): Promise<Entry[]> {
      const rows = await listEntryRows(database, businessId, {}, null, limit);
      return rows.slice(0, limit).map(fromListRow);
    },

    async get(actor: Actor, id: string): Promise<EntryDetail> {
      const row = await findEntryDetail(db, actor.businessId, id);
      if (!row) throw notFound('Entry');
      return {
        ...toEntry(row.entry, row.currency),
        created_by_name: row.createdByName,
        attachments: await attachmentsOfEntry(db, actor.businessId, id),
      };
    },

    /** Every entry of the filter for a download, streamed (entries.repository.ts). */
    exportRows(actor: Pick<Actor, 'businessId'>, filter: EntryFilter, order: 'asc' | 'desc') {
      return exportEntryRows(database, actor.businessId, filter, order);
    },

    /** The entry's history from the append-only activity log (only this business's rows). */
    async history(actor: Actor, id: string): Promise<EntryHistoryItem[]> {
      const rows = await deps.activities.historyOf(actor, 'entry', id);
      // An entry that exists but has no log (written before the log, or by an import) has none.
      if (rows.length === 0 && !(await entryExists(db, actor.businessId, id))) {
        throw notFound('Entry');
      }
      return rows;
    },
  };
}
