/** The invoice list with its totals, the export's rows and the receivables (reads only). */
import type {
  InvoiceFilter,
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
import { toExportItem, toListItem } from './invoice-mappers';
import {
  everyInvoiceRow,
  listInvoiceRows,
  readInvoiceTotals,
  readReceivables,
} from './invoices.repository';
import type { InvoiceExportItem } from './invoices.types';

type ListQuery = z.output<typeof invoiceListQuerySchema>;

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
