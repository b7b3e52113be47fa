/** The positions' reads (debt-positions.sql.ts), run on the raw client; they write nothing. */
import type { Database } from '../../db/client';
import type { FiguresRow } from './debt-mappers';
import { positionSql, type SummaryKey, type SummaryQuery, summarySql } from './debt-positions.sql';

type Raw = Pick<Database, 'query'>;

/** One contact's rows: none when it is not the business's contact. */
export function readPosition(
  database: Raw,
  businessId: string,
  contactId: string,
  today: string,
): Promise<Array<Omit<FiguresRow, 'currency'> & { currency: string | null }>> {
  const statement = positionSql(businessId, contactId, today);
  return database.query(statement.text, statement.params);
}

/** A summary row: an item of the page or, on the first page, a total of a currency. */
export type SummaryRow = FiguresRow & {
  row_kind: 'item' | 'total';
  contact_id: string;
  contact_name: string;
  contact_phone: string | null;
  next_due_date: string | null;
  sort_overdue: boolean;
  sort_amount: string | number;
};

export function readSummary(
  database: Raw,
  businessId: string,
  query: SummaryQuery,
  today: string,
  cursor: SummaryKey | null,
): Promise<SummaryRow[]> {
  const statement = summarySql(businessId, query, today, cursor, cursor === null);
  return database.query<SummaryRow>(statement.text, statement.params);
}
