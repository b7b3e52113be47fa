/**
 * The reports the page offers, in order: each names the controls it reads and its view, loaded
 * when its tab is first opened. A report's view gets the query the address holds.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
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

export const REPORT_TABS: readonly ReportTab[] = [];
