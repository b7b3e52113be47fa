/**
 * One report's answer for the query the page shows: a skeleton while it first loads, the error
 * with a retry, then the report drawn from its data (the last answer stays while the next loads).
 */
import type { ReactNode } from 'react';
import type { ReportName, ReportParams } from '../../api/reports.api';
import { useReport } from '../../api/reports.queries';
import { ListSkeleton, LoadError } from '../../components/query-state';

type Props<T> = {
  name: ReportName;
  params: ReportParams;
  children: (data: T) => ReactNode;
};

export function ReportAnswer<T>({ name, params, children }: Props<T>) {
  const report = useReport<T>(name, params);
  if (report.isPending) return <ListSkeleton rows={4} height={48} />;
  if (report.isError)
    return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  return <>{children(report.data)}</>;
}
