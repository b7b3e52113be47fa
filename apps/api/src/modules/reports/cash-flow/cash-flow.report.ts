/**
 * `GET /api/v1/reports/cash-flow/`: each cash book's and each currency's opening, money in and
 * out, debt cash in and out, transfers in and out and closing, per month and for the whole
 * period. The opening is the balance module's balance on the day before the period; the moves
 * are the day totals the entries trigger keeps, in one statement.
 */
import {
  type CashFlowBook,
  type CashFlowCurrency,
  type CashFlowFigures,
  type CashFlowReport,
  cashFlowQuerySchema,
  cashFlowReportSchema,
  type ParsedCashFlowQuery,
  type ReportRange,
} from '@usaha/shared';
import type { Actor } from '../../../lib/actor';
import type { BalanceService } from '../../balance/balance.service';
import type { EntryLedgerReads } from '../../entries/entry-ledger.service';
import { currenciesOf } from '../ledger-accounts';
import type { ReportContext, ReportDefinition } from '../report-route';
import { addFigures, bookFlows, monthSpans } from './cash-flow-figures';
import { type CashFlowRow, cashFlowTable } from './cash-flow-table';

export type CashFlowDeps = {
  ledger: Pick<EntryLedgerReads, 'monthly'>;
  balance: Pick<BalanceService, 'on'>;
};

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

async function flowsOf(
  deps: CashFlowDeps,
  actor: Actor,
  range: ReportRange,
  cashbookId: string | null,
  businessCurrency: string,
) {
  const [opening, totals] = await Promise.all([
    deps.balance.on(actor, dayBefore(range.from), false),
    deps.ledger.monthly(actor.businessId, { ...range, cashbookId }),
  ]);
  const spans = monthSpans(range);
  const moved = new Set(totals.map((total) => total.cashbook_id));
  const books: CashFlowBook[] = opening.cashbooks
    .filter((book) => (cashbookId ? book.id === cashbookId : true))
    .filter((book) => !book.archived || book.balance !== 0 || moved.has(book.id))
    .map((book) => ({
      id: book.id,
      name: book.name,
      kind: book.kind,
      currency: book.currency,
      archived: book.archived,
      ...bookFlows(
        spans,
        range,
        book.balance,
        totals.filter((total) => total.cashbook_id === book.id),
      ),
    }));
  const currencies = currenciesOf(
    books.map((book) => book.currency),
    businessCurrency,
  ).map((currency) => {
    const own = books.filter((book) => book.currency === currency);
    const [total] = addFigures(own.map((book) => [book.total]));
    return {
      currency,
      months: addFigures(own.map((book) => book.months)),
      total: total as CashFlowFigures,
    };
  });
  return { books, currencies };
}

export function cashFlowReport(
  deps: CashFlowDeps,
): ReportDefinition<ParsedCashFlowQuery, CashFlowReport, CashFlowRow> {
  return {
    name: 'cash-flow',
    querystring: cashFlowQuerySchema,
    data: cashFlowReportSchema,
    async read(context: ReportContext<ParsedCashFlowQuery>): Promise<CashFlowReport> {
      const { actor, period, business } = context;
      const current = await flowsOf(deps, actor, period, period.cashbook_id, business.currency);
      const previous = period.comparison
        ? await flowsOf(deps, actor, period.comparison, period.cashbook_id, business.currency)
        : null;
      const currencies: CashFlowCurrency[] = current.currencies.map((item) => ({
        ...item,
        comparison:
          previous?.currencies.find((other) => other.currency === item.currency)?.total ?? null,
      }));
      return { period, currencies, books: current.books };
    },
    table: cashFlowTable,
  };
}
