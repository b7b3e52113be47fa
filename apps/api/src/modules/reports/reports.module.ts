/**
 * Wires the reports (issue 16): each report is one definition (its query, its read, its table)
 * served by `report-route.ts` as JSON or as a CSV, XLSX or PDF download. The reports read the
 * books through the day totals the entries trigger keeps, and the invoices and debts through
 * their modules' services.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { createBalanceService } from '../balance/balance.service';
import type { BusinessSettingsService } from '../businesses/business-settings.service';
import type { CashbookService } from '../cashbooks/cashbooks.service';
import type { DebtBalanceService } from '../debts/debt-balances.service';
import { createCategoryTotalsService } from '../entries/category-totals.service';
import type { EntryService } from '../entries/entries.service';
import { createEntryLedgerReads } from '../entries/entry-ledger.service';
import { journalBooksOf } from '../exports/exports.service';
import type { InvoiceService } from '../invoices/invoices.service';
import { agingReport } from './aging/aging.report';
import { cashFlowReport } from './cash-flow/cash-flow.report';
import { categoriesReport } from './categories/categories.report';
import { generalLedgerReport } from './general-ledger/general-ledger.report';
import { profitLossReport } from './profit-loss/profit-loss.report';
import { reportRoute } from './report-route';
import { salesReport } from './sales/sales.report';
import { taxReport } from './tax/tax.report';
import { trialBalanceReport } from './trial-balance/trial-balance.report';

export type ReportsDeps = {
  database: Database;
  clock: Clock;
  settings: BusinessSettingsService;
  cashbooks: CashbookService;
  invoices: InvoiceService;
  debts: DebtBalanceService;
  entries: EntryService;
};

export function registerReports(app: FastifyInstance, deps: ReportsDeps) {
  const routeDeps = { clock: deps.clock, settings: deps.settings, cashbooks: deps.cashbooks };
  const totals = createCategoryTotalsService(deps);
  reportRoute(app, routeDeps, profitLossReport({ totals, invoices: deps.invoices }));
  reportRoute(app, routeDeps, categoriesReport({ totals, invoices: deps.invoices }));
  reportRoute(app, routeDeps, agingReport(deps));
  reportRoute(app, routeDeps, salesReport(deps));
  reportRoute(app, routeDeps, taxReport(deps));
  // The books' reports read the day totals and entries through the entries module, the
  // balances through the balance module, and name the accounts as the journal export does.
  const ledger = createEntryLedgerReads(deps.database);
  const balance = createBalanceService(deps);
  const journalBooks = (businessId: string) => journalBooksOf(deps.database, businessId);
  reportRoute(app, routeDeps, cashFlowReport({ ledger, balance }));
  const { invoices } = deps;
  reportRoute(app, routeDeps, generalLedgerReport({ ledger, invoices, journalBooks }));
  reportRoute(app, routeDeps, trialBalanceReport({ ledger, invoices, journalBooks }));
}
