/**
 * The dashboard on a business date in one answer: cash, this month against last, twelve months
 * of money in and out, what is owed either way, overdue invoices, the newest entries and what
 * falls due soon. Each card is read only when the caller may see its source; else it is null.
 * The month's and the twelve months' income and expense are report figures: they need
 * report.view, as the reports do (a cashier and a viewer see the cash, not the trade).
 * The owed figures are the balance's own (BalanceService, the invoices' and debts' services).
 */
import {
  CASH_FLOW_MONTHS,
  type Dashboard,
  DUE_SOON_DAYS,
  DUE_SOON_LIMIT,
  type DueItem,
  type Permission,
  RECENT_ENTRIES,
} from '@usaha/shared';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { addDays } from '../../lib/business-date';
import { type BalanceService, positionOf, receivablesOf } from '../balance/balance.service';
import type { DebtBalanceService } from '../debts/debt-balances.service';
import type { EntryService } from '../entries/entries.service';
import type { InvoiceService } from '../invoices/invoices.service';
import { readMonthFlows, readProgress } from './dashboard.repository';
import {
  cashFlows,
  currencyOrder,
  dueSoon,
  monthComparisons,
  monthsUpTo,
} from './dashboard-figures';

export type DashboardDeps = {
  database: Database;
  balance: Pick<BalanceService, 'on'>;
  invoices: Pick<InvoiceService, 'receivablesOn' | 'dueBetween'>;
  debts: Pick<DebtBalanceService, 'owedOn' | 'dueBetween'>;
  entries: Pick<EntryService, 'recent'>;
};

const nothing = Promise.resolve(null);

export function createDashboardService(deps: DashboardDeps) {
  /** Cash in the books (cashbook.view). */
  async function cash(actor: Actor, date: string) {
    const balance = await deps.balance.on(actor, date, false);
    const totals = [...balance.totals].sort((a, b) =>
      currencyOrder(actor.currency)(a.currency, b.currency),
    );
    return { totals, book_count: balance.cashbooks.length };
  }

  /** The twelve months of income and expense: report figures (report.view), as the reports'. */
  async function flows(actor: Actor, date: string) {
    const months = monthsUpTo(date, CASH_FLOW_MONTHS);
    const range = { from: `${months[0]}-01`, to: date };
    const rows = await readMonthFlows(deps.database, actor.businessId, range);
    return cashFlows(rows, months, actor.currency);
  }

  /** Sent invoices and open debts and credits due from `date` to 14 days later. */
  async function due(actor: Actor, date: string, can: { invoices: boolean; debts: boolean }) {
    const range = { from: date, to: addDays(date, DUE_SOON_DAYS) };
    const [invoices, debts] = await Promise.all([
      can.invoices ? deps.invoices.dueBetween(actor.businessId, range, DUE_SOON_LIMIT) : [],
      can.debts ? deps.debts.dueBetween(actor.businessId, range, DUE_SOON_LIMIT) : [],
    ]);
    const items: DueItem[] = [
      ...invoices.map((invoice) => ({ kind: 'invoice' as const, ...invoice })),
      ...debts.map((debt) => ({ ...debt, number: null })),
    ];
    return dueSoon(items, DUE_SOON_LIMIT);
  }

  return {
    async on(actor: Actor, date: string, permissions: readonly string[]): Promise<Dashboard> {
      const may = (permission: Permission) => permissions.includes(permission);
      const can = { invoices: may('invoice.view'), debts: may('debt.view') };
      const [books, months, invoices, owed, recent, dueItems] = await Promise.all([
        may('cashbook.view') ? cash(actor, date) : nothing,
        may('report.view') ? flows(actor, date) : nothing,
        can.invoices ? deps.invoices.receivablesOn(actor.businessId, date) : nothing,
        can.debts ? deps.debts.owedOn(actor.businessId, date, actor.timezone) : nothing,
        may('transaction.view') ? deps.entries.recent(actor.businessId, RECENT_ENTRIES) : nothing,
        can.invoices || can.debts ? due(actor, date, can) : nothing,
      ]);
      const receivables = invoices ? receivablesOf(invoices, owed?.credits ?? []) : null;
      const payables = owed?.debts ?? null;
      const position =
        books && receivables && payables ? positionOf(books.totals, receivables, payables) : null;
      return {
        date,
        currency: actor.currency,
        cash: books,
        month: months ? monthComparisons(months) : null,
        cash_flow: months,
        receivables,
        payables,
        position,
        overdue_invoices:
          invoices?.map((item) => ({
            currency: item.currency,
            count: item.overdue_count,
            amount: item.overdue_amount,
          })) ?? null,
        recent,
        due_soon: dueItems,
        // The checklist of setting the business up, for those who set it up.
        progress: may('settings.manage')
          ? await readProgress(deps.database, actor.businessId)
          : null,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
