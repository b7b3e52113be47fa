/**
 * Where a contact and the business stand (`contacts/{id}/position/`), and every contact's
 * figures (`debts/summary/`): receivable = open credits + what is due on sent invoices, payable
 * = open debts, net = receivable − payable, per currency; overdue as of today in the business's
 * time zone. One statement each (debt-positions.sql.ts).
 */
import type {
  ContactPosition,
  DebtSummaryItem,
  debtSummaryQuerySchema,
  PositionFigures,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Page } from '../../db/keyset';
import { toMinorUnits } from '../../db/row-values';
import type { Actor } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import { notFound } from '../../lib/errors';
import { type FiguresRow, toFigures } from './debt-mappers';
import { readPosition, readSummary, type SummaryRow } from './debt-positions.repository';
import { summaryKeyset } from './debt-positions.sql';

type SummaryQuery = z.output<typeof debtSummaryQuerySchema>;

export type DebtSummaryPage = Page<DebtSummaryItem> & { totals: PositionFigures[] | null };

export function createDebtPositionService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const todayOf = (actor: Pick<Actor, 'timezone'>) => businessToday(clock.now(), actor.timezone);

  return {
    /** The contact's figures per currency with anything owed either way (404 for another's). */
    async position(actor: Actor, contactId: string): Promise<ContactPosition> {
      const rows = await readPosition(database, actor.businessId, contactId, todayOf(actor));
      if (rows.length === 0) throw notFound('Contact');
      const owed = rows.filter((row): row is FiguresRow => row.currency !== null);
      return { contact_id: contactId, currencies: owed.map(toFigures) };
    },

    /** Per contact and currency, largest first (overdue first when asked); keyset pages. */
    async summary(actor: Actor, query: SummaryQuery): Promise<DebtSummaryPage> {
      const { cursor, ...rest } = query;
      const key = summaryKeyset.decode(cursor);
      const rows = await readSummary(database, actor.businessId, rest, todayOf(actor), key);
      return summaryPageOf(rows, query.limit, key === null);
    },
  };
}

/** A page of the summary from its statement's rows: the items, and the totals on the first page. */
export function summaryPageOf(rows: SummaryRow[], limit: number, first: boolean): DebtSummaryPage {
  const items = rows.filter((row) => row.row_kind === 'item');
  const page = summaryKeyset.page(items, limit, toSummaryItem, (row) => ({
    overdue: row.sort_overdue,
    amount: String(toMinorUnits(row.sort_amount)),
    contact: row.contact_id,
    currency: row.currency,
  }));
  const totals = first
    ? rows
        .filter((row) => row.row_kind === 'total')
        .map(toFigures)
        .sort((a, b) => a.currency.localeCompare(b.currency))
    : null;
  return { ...page, totals };
}

function toSummaryItem(row: SummaryRow): DebtSummaryItem {
  return {
    ...toFigures(row),
    contact_id: row.contact_id,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    next_due_date: row.next_due_date,
  };
}

export type DebtPositionService = ReturnType<typeof createDebtPositionService>;
