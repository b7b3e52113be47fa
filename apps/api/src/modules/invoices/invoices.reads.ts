/**
 * The invoice list with its totals, the export's rows, the receivables and what a contact's
 * statement shows of its invoices (reads only); and what customers owe on invoices as a part of
 * another module's statement.
 */
import type {
  InvoiceFilter,
  InvoiceLanguage,
  InvoiceListItem,
  InvoiceTotals,
  invoiceListQuerySchema,
  Receivable,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { dateKeyset, type Page } from '../../db/keyset';
import type { Actor } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { latestInvoiceLanguage, unpaidInvoicesOf } from './contact-invoices.repository';
import { toExportItem, toListItem } from './invoice-mappers';
import {
  everyInvoiceRow,
  listInvoiceRows,
  readInvoicesDue,
  readInvoiceTotals,
  readReceivables,
} from './invoices.repository';
import { owedInvoicesByContactSql } from './invoices.sql';
import type { ContactInvoice, InvoiceExportItem } from './invoices.types';

/** What the sale days must hold, for the ledger's invariants (invoice-sale-days.sql.ts). */
export { SALE_DAYS_CHECK_SQL } from './invoice-sale-days.sql';

type ListQuery = z.output<typeof invoiceListQuerySchema>;

/**
 * What customers owe on invoices, per contact and currency, as a subquery the debts' positions
 * and summary join in one statement of theirs (its placeholders named by `at`).
 */
export function owedInvoicesByContact(at: {
  business: string;
  today: string;
  contact: string | null;
}): string {
  return owedInvoicesByContactSql(at);
}

export type InvoicePage = Page<InvoiceListItem> & { totals: InvoiceTotals[] | null };

export function createInvoiceReads(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const todayOf = (actor: Pick<Actor, 'timezone'>) => businessToday(clock.now(), actor.timezone);

  return {
    async list(actor: Actor, query: ListQuery): Promise<InvoicePage> {
      const { cursor, limit, ...filter } = query;
      const today = todayOf(actor);
      const key = dateKeyset.decode(cursor);
      const rows = await listInvoiceRows(database, actor.businessId, filter, today, key, limit);
      const page = dateKeyset.page(
        rows,
        limit,
        (row) => toListItem(row, today),
        (row) => ({ date: row.issue_date, id: row.id }),
      );
      // The whole filter's totals once, with its first page.
      const totals = key
        ? null
        : await readInvoiceTotals(database, actor.businessId, filter, today);
      return { ...page, totals };
    },

    /** What customers owe at the end of `date` per currency, for the balance and dashboard. */
    receivablesOn(businessId: string, date: string): Promise<Receivable[]> {
      return readReceivables(database, businessId, date);
    },

    /** Sent invoices owing, due between two dates (the dashboard's due-soon card). */
    dueBetween(businessId: string, range: { from: string; to: string }, limit: number) {
      return readInvoicesDue(database, businessId, range, limit);
    },

    /** The language of the contact's newest invoice (what its messages default to), or null. */
    async latestLanguageOf(businessId: string, contactId: string): Promise<InvoiceLanguage | null> {
      const language = await latestInvoiceLanguage(database.db, businessId, contactId);
      return language === 'id' || language === 'en' ? language : null;
    },

    /** The contact's sent invoices with an amount due, oldest first, with their payments. */
    unpaidOf(businessId: string, contactId: string): Promise<ContactInvoice[]> {
      return unpaidInvoicesOf(database.db, businessId, contactId);
    },

    /** Every invoice of the filter, in the list's order, for a download (streamed). */
    async *exportRows(
      actor: Pick<Actor, 'businessId' | 'timezone'>,
      filter: InvoiceFilter,
    ): AsyncGenerator<InvoiceExportItem> {
      const today = todayOf(actor);
      for await (const row of everyInvoiceRow(database, actor.businessId, filter, today)) {
        yield toExportItem(row, today);
      }
    },
  };
}
