/**
 * Query keys and options of the reports. A report reads the books, the invoices and the debts,
 * which change elsewhere: it is asked again each time its page shows it (no stale time).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchReport, type ReportName, type ReportParams } from './reports.api';

export const reportKeys = {
  all: ['reports'] as const,
  one: (name: ReportName, params: ReportParams) => [...reportKeys.all, name, params] as const,
};

export const reportQuery = <T>(name: ReportName, params: ReportParams) =>
  queryOptions({
    queryKey: reportKeys.one(name, params),
    queryFn: () => fetchReport<T>(name, params),
    staleTime: 0,
  });

/** One report's answer for the query the page shows; the last answer stays while the next loads. */
export function useReport<T>(name: ReportName, params: ReportParams) {
  return useQuery({ ...reportQuery<T>(name, params), placeholderData: (previous) => previous });
}
