/**
 * Recurring invoices (`/v1/recurring-invoices/…`, contract: recurring-invoice.schemas): the
 * schedules by cursor, one schedule, its writes, pause and resume.
 */
import type {
  CreateRecurringInvoiceBody,
  Page,
  RecurringInvoice,
  RecurringStatus,
  UpdateRecurringInvoiceBody,
} from '@usaha/shared';
import { requestData, requestDelete, requestPage, toQueryString } from '../lib/api-data';

export type RecurringFilter = { status?: RecurringStatus; contact_id?: string };
export type RecurringPage = Page<RecurringInvoice>;

export function listRecurringInvoices(
  query: RecurringFilter & { cursor?: string; limit?: number },
): Promise<RecurringPage> {
  return requestPage<RecurringInvoice>(`/v1/recurring-invoices/${toQueryString(query)}`);
}

export function getRecurringInvoice(id: string): Promise<RecurringInvoice> {
  return requestData<RecurringInvoice>(`/v1/recurring-invoices/${id}/`);
}

export function createRecurringInvoice(body: CreateRecurringInvoiceBody) {
  return requestData<RecurringInvoice>('/v1/recurring-invoices/', { method: 'POST', body });
}

export function updateRecurringInvoice(id: string, body: UpdateRecurringInvoiceBody) {
  return requestData<RecurringInvoice>(`/v1/recurring-invoices/${id}/`, { method: 'PUT', body });
}

export function deleteRecurringInvoice(id: string): Promise<void> {
  return requestDelete(`/v1/recurring-invoices/${id}/`);
}

export function pauseRecurringInvoice(id: string): Promise<RecurringInvoice> {
  return requestData<RecurringInvoice>(`/v1/recurring-invoices/${id}/pause/`, { method: 'POST' });
}

export function resumeRecurringInvoice(id: string): Promise<RecurringInvoice> {
  return requestData<RecurringInvoice>(`/v1/recurring-invoices/${id}/resume/`, { method: 'POST' });
}
