/**
 * The reports the page offers, in order: each names the controls it reads and its view, loaded
 * when its tab is first opened. A report's view gets the query the address holds.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ReportName, ReportParams } from '../../api/reports.api';

export type ReportViewProps = { params: ReportParams };

export type ReportTab = {
  name: ReportName;
  /** Its tab's words in `reports`: "tabs.profitLoss". */
  label: string;
  /** A period (preset or dates) and a comparison with an earlier one. */
  period: boolean;
  compare: boolean;
  cashbook: boolean;
  /** One day instead of a period (`date` in the address): aging, the trial balance. */
  date: boolean;
  /** More keys of the address the report reads (its own filters). */
  extraKeys?: readonly string[];
  View: LazyExoticComponent<ComponentType<ReportViewProps>>;
};

export const REPORT_TABS: readonly ReportTab[] = [
  {
    name: 'profit-loss',
    label: 'tabs.profitLoss',
    period: true,
    compare: true,
    cashbook: true,
    date: false,
    View: lazy(() =>
      import('./profit-loss/profit-loss-report').then((module) => ({
        default: module.ProfitLossReport,
      })),
    ),
  },
  {
    name: 'categories',
    label: 'tabs.categories',
    period: true,
    compare: true,
    cashbook: true,
    date: false,
    View: lazy(() =>
      import('./categories/categories-report').then((module) => ({
        default: module.CategoriesReport,
      })),
    ),
  },
  {
    name: 'cash-flow',
    label: 'tabs.cashFlow',
    period: true,
    compare: true,
    cashbook: true,
    date: false,
    View: lazy(() =>
      import('./cash-flow/cash-flow-report').then((m) => ({ default: m.CashFlowReport })),
    ),
  },
  {
    name: 'aging',
    label: 'tabs.aging',
    period: false,
    compare: false,
    cashbook: false,
    date: true,
    View: lazy(() => import('./aging/aging-report').then((m) => ({ default: m.AgingReport }))),
  },
  {
    name: 'sales',
    label: 'tabs.sales',
    period: true,
    compare: true,
    cashbook: false,
    date: false,
    View: lazy(() => import('./sales/sales-report').then((m) => ({ default: m.SalesReport }))),
  },
  {
    name: 'tax',
    label: 'tabs.tax',
    period: true,
    compare: false,
    cashbook: true,
    date: false,
    extraKeys: ['taxpayer'],
    View: lazy(() => import('./tax/tax-report').then((m) => ({ default: m.TaxReport }))),
  },
  {
    name: 'general-ledger',
    label: 'tabs.generalLedger',
    period: true,
    compare: false,
    cashbook: true,
    date: false,
    View: lazy(() =>
      import('./general-ledger/general-ledger-report').then((m) => ({
        default: m.GeneralLedgerReport,
      })),
    ),
  },
  {
    name: 'trial-balance',
    label: 'tabs.trialBalance',
    period: false,
    compare: false,
    cashbook: true,
    date: true,
    View: lazy(() =>
      import('./trial-balance/trial-balance-report').then((m) => ({
        default: m.TrialBalanceReport,
      })),
    ),
  },
];
