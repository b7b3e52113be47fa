/** The query of the open report, read from the address: only the keys that report reads. */
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
  // Dates count only for a custom period, and only both together.
  if (params.period !== 'custom' || !params.from || !params.to) {
    delete params.from;
    delete params.to;
    if (params.period === 'custom') delete params.period;
  }
  return params;
}
