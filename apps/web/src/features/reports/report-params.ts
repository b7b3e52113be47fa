/** The query of the open report, read from the address: only the keys that report reads. */
import { periodAsked, REPORT_PERIODS, type ReportPeriodPreset } from '@usaha/shared';
import type { ReportParams } from '../../api/reports.api';
import type { ReportTab } from './report-tabs';

export function reportParams(search: URLSearchParams, tab: ReportTab): ReportParams {
  const keys: string[] = [...(tab.extraKeys ?? [])];
  if (tab.period) keys.push('period', 'from', 'to');
  if (tab.compare) keys.push('compare');
  if (tab.cashbook) keys.push('cashbook_id');
  if (tab.date) keys.push('date');
  const params: ReportParams = {};
  for (const key of keys) {
    const value = search.get(key);
    if (value) params[key] = value;
  }
  if (!tab.period) return params;
  // Dates mean a custom period (as the server reads them) and count only both together; a
  // preset's leftover dates are not sent, as the server refuses them beside it.
  const period = addressPeriod(search);
  if (period === 'custom') params.period = period;
  if (period !== 'custom' || !params.from || !params.to) {
    delete params.from;
    delete params.to;
    if (period === 'custom') delete params.period;
  }
  return params;
}

/** The period the address asks for: its preset, else custom when it has dates. */
export function addressPeriod(search: URLSearchParams): ReportPeriodPreset {
  const named = search.get('period');
  const preset = REPORT_PERIODS.find((value) => value === named);
  return periodAsked({
    period: preset,
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
  });
}
