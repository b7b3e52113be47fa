/** The reports (`/v1/reports/<name>/`): an answer for the page, or its table as a download. */
import type { ReportFormat } from '@usaha/shared';
import { requestData, toQueryString } from '../lib/api-data';
import { type DownloadedFile, fetchFile } from '../lib/download';

export const REPORT_NAMES = [
  'profit-loss',
  'categories',
  'cash-flow',
  'aging',
  'sales',
  'tax',
  'general-ledger',
  'trial-balance',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** The query of a report as the address holds it: period, from, to, cashbook_id, compare… */
export type ReportParams = Record<string, string | undefined>;

export function fetchReport<T>(name: ReportName, params: ReportParams): Promise<T> {
  return requestData<T>(`/v1/reports/${name}/${toQueryString(params)}`);
}

export function downloadReport(
  name: ReportName,
  params: ReportParams,
  format: Exclude<ReportFormat, 'json'>,
  language: 'id' | 'en',
): Promise<DownloadedFile> {
  const query = toQueryString({ ...params, format, language });
  return fetchFile(`/v1/reports/${name}/${query}`, `${name}.${format}`);
}
