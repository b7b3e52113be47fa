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
import { createEntryLedgerReads } from '../entries/entry-ledger.service';
import { journalBooksOf } from '../exports/exports.service';
import type { InvoiceService } from '../invoices/invoices.service';
import { cashFlowReport } from './cash-flow/cash-flow.report';
import { generalLedgerReport } from './general-ledger/general-ledger.report';
import { reportRoute } from './report-route';
import { trialBalanceReport } from './trial-balance/trial-balance.report';

export type ReportsDeps = {
  database: Database;
  clock: Clock;
  settings: BusinessSettingsService;
  cashbooks: CashbookService;
  invoices: InvoiceService;
  debts: DebtBalanceService;
};

export function registerReports(app: FastifyInstance, deps: ReportsDeps) {
  const routeDeps = { clock: deps.clock, settings: deps.settings, cashbooks: deps.cashbooks };
  // The books' reports read the day totals and entries through the entries module, the
  // balances through the balance module, and name the accounts as the journal export does.
  const ledger = createEntryLedgerReads(deps.database);
  const balance = createBalanceService(deps);
  const journalBooks = (businessId: string) => journalBooksOf(deps.database, businessId);
  reportRoute(app, routeDeps, cashFlowReport({ ledger, balance }));
  reportRoute(app, routeDeps, generalLedgerReport({ ledger, journalBooks }));
  reportRoute(app, routeDeps, trialBalanceReport({ ledger, journalBooks }));
}
