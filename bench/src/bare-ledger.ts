/**
 * Baselines for the ledger figures, as bare Fastify handlers on the same Database object:
 *   - the Transaksi list's first page: the SAME statements the app runs (AUTH_CONTEXT_SQL, then
 *     entryPageSql and entryTotalsSql together, as entries.service.ts does), answered with the
 *     same body through Fastify's default JSON.stringify;
 *   - the balance on a date computed the plain way: a GROUP BY over every entry up to the date
 *     plus the opening balances (no day totals, and no authentication at all), with what is owed
 *     read as the app reads it (balance.service.ts `owedSide`), same body.
 */
import Fastify from 'fastify';
import { systemClock } from '../../apps/api/src/clock';
import type { Database } from '../../apps/api/src/db/client';
import { dateKeyset } from '../../apps/api/src/db/keyset';
import { toMinorUnits } from '../../apps/api/src/db/row-values';
import { totalsByCurrency } from '../../apps/api/src/lib/currency-totals';
import { owedSide } from '../../apps/api/src/modules/balance/balance.service';
import { createDebtBalanceService } from '../../apps/api/src/modules/debts/debt-balances.service';
import { entryPageSql, entryTotalsSql } from '../../apps/api/src/modules/entries/entries.sql';
import { type EntryListRow, fromListRow } from '../../apps/api/src/modules/entries/entry-mappers';
import { type TotalsRow, toTotals } from '../../apps/api/src/modules/entries/entry-totals';
import { createInvoiceReportReads } from '../../apps/api/src/modules/invoices/invoice-reports.reads';
import { createInvoiceReads } from '../../apps/api/src/modules/invoices/invoices.reads';
import { bareApp } from './bare-app';
import { type LogLevel, listen, loggerFor, type Running } from './servers';

/** GET / answers what GET /api/v1/entries/?limit=`limit` answers the token's owner. */
export async function startBareEntries(
  database: Database,
  token: string,
  limit: number,
  level: LogLevel,
): Promise<Running> {
  const bare = bareApp(database, token, level);
  bare.get('/', async ({ businessId }) => {
    const page = entryPageSql(businessId, {}, null, limit);
    const totals = entryTotalsSql(businessId, {});
    const [rows, totalRows] = await Promise.all([
      database.query<EntryListRow>(page.text, page.params),
      database.query<TotalsRow>(totals.text, totals.params),
    ]);
    const has_more = rows.length > limit;
    const items = rows.slice(0, limit).map(fromListRow);
    const last = items[items.length - 1];
    return {
      success: true,
      data: items.map((item) => ({ ...item, running_balance: null })),
      meta: {
        next_cursor: has_more && last ? dateKeyset.encode(last) : null,
        has_more,
        totals: toTotals(totalRows),
      },
    };
  });
  return bare.start();
}

/** Each book's balance on $2 from every entry up to that day: what the day totals spare us. */
export const RAW_BALANCE_SQL = `select b.id, b.name, b.kind, b.currency,
  b.archived_at is not null as archived, b.opening_balance + coalesce(e.net, 0) as balance
from cashbooks b
left join (
  select cashbook_id, sum(case when direction = 'in' then amount else -amount end) as net
  from entries where business_id = $1 and date <= $2::date group by cashbook_id
) e on e.cashbook_id = b.id
where b.business_id = $1
order by b.created_at, b.id`;

type BalanceRow = {
  id: string;
  name: string;
  kind: string;
  currency: string;
  archived: boolean;
  balance: string | number;
};

/** GET / answers what GET /api/v1/balance/ answers for `businessId` on `date`. */
export async function startBareBalance(
  database: Database,
  businessId: string,
  date: string,
  level: LogLevel,
): Promise<Running> {
  const [business] = await database.query<{ timezone: string }>(
    'select timezone from businesses where id = $1',
    [businessId],
  );
  if (!business) throw new Error(`business ${businessId} is not seeded`);
  const reads = {
    invoices: {
      ...createInvoiceReads({ database, clock: systemClock }),
      ...createInvoiceReportReads({ database }),
    },
    debts: createDebtBalanceService({ database }),
  };
  const app = Fastify({ logger: loggerFor(level) });
  app.get('/', async () => {
    const rows = await database.query<BalanceRow>(RAW_BALANCE_SQL, [businessId, date]);
    const cashbooks = rows.map((row) => ({ ...row, balance: toMinorUnits(row.balance) }));
    const totals = totalsByCurrency(cashbooks);
    const owed = await owedSide(
      reads,
      { id: businessId, timezone: business.timezone },
      date,
      totals,
    );
    return { success: true, data: { date, cashbooks, totals, ...owed } };
  });
  return { app, url: await listen(app) };
}
