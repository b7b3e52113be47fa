/**
 * Invoices (`/v1/invoices/…`, contract: invoice.schemas): the list by cursor with its totals, one
 * invoice, the writes, payments, the share link, and the public portal's answer.
 */
import type {
  CreateInvoiceBody,
  Invoice,
  InvoiceFilter,
  InvoiceHistoryItem,
  InvoiceListItem,
  InvoicePayment,
  InvoiceShare,
  InvoiceTotals,
  ListMeta,
  Page,
  PortalInvoice,
  RecordInvoicePaymentBody,
  UpdateInvoiceBody,
} from '@usaha/shared';
import { apiUrl } from '../lib/api-client';
import { requestData, requestDelete, requestPage, toQueryString } from '../lib/api-data';
import { type DownloadedFile, fetchFile } from '../lib/download';
import { idempotencyHeaders } from '../lib/idempotency-key';

export type InvoiceListMeta = ListMeta & { totals: InvoiceTotals[] | null };
export type InvoicePage = Page<InvoiceListItem, InvoiceListMeta>;
export type InvoiceListQuery = InvoiceFilter & { cursor?: string; limit?: number };

export function listInvoices(query: InvoiceListQuery): Promise<InvoicePage> {
  return requestPage<InvoiceListItem, InvoiceListMeta>(`/v1/invoices/${toQueryString(query)}`);
}

export function getInvoice(id: string): Promise<Invoice> {
  return requestData<Invoice>(`/v1/invoices/${id}/`);
}

export function createInvoice(body: CreateInvoiceBody, idempotencyKey?: string): Promise<Invoice> {
  return requestData<Invoice>('/v1/invoices/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function updateInvoice(id: string, body: UpdateInvoiceBody): Promise<Invoice> {
  return requestData<Invoice>(`/v1/invoices/${id}/`, { method: 'PUT', body });
}

/** A draft is deleted; the server answers 422 for any other (void it instead). */
export function deleteInvoice(id: string): Promise<void> {
  return requestDelete(`/v1/invoices/${id}/`);
}

export function sendInvoice(id: string, body: { channel: 'none' | 'email'; email?: string }) {
  return requestData<Invoice>(`/v1/invoices/${id}/send/`, { method: 'POST', body });
}

export function voidInvoice(id: string): Promise<Invoice> {
  return requestData<Invoice>(`/v1/invoices/${id}/void/`, { method: 'POST' });
}

/** A new draft with the same customer and lines, dated today. */
export function duplicateInvoice(id: string): Promise<Invoice> {
  return requestData<Invoice>(`/v1/invoices/${id}/duplicate/`, { method: 'POST' });
}

export function invoiceHistory(id: string): Promise<InvoiceHistoryItem[]> {
  return requestData<InvoiceHistoryItem[]>(`/v1/invoices/${id}/history/`);
}

export function downloadInvoicePdf(id: string, number: string): Promise<DownloadedFile> {
  return fetchFile(`/v1/invoices/${id}/pdf/`, `${number.replace(/[^\w.-]+/g, '-')}.pdf`);
}

/** The `wa.me` link with the message prepared in the customer's language. */
export function invoiceWhatsapp(id: string): Promise<{ url: string; message: string }> {
  return requestData<{ url: string; message: string }>(`/v1/invoices/${id}/whatsapp/`);
}

export function listInvoicePayments(id: string): Promise<InvoicePayment[]> {
  return requestData<InvoicePayment[]>(`/v1/invoices/${id}/payments/`);
}

export function recordInvoicePayment(
  id: string,
  body: RecordInvoicePaymentBody,
  idempotencyKey?: string,
): Promise<InvoicePayment> {
  return requestData<InvoicePayment>(`/v1/invoices/${id}/payments/`, {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function deleteInvoicePayment(id: string, paymentId: string): Promise<void> {
  return requestDelete(`/v1/invoices/${id}/payments/${paymentId}/`);
}

export function downloadPaymentReceipt(id: string, paymentId: string): Promise<DownloadedFile> {
  return fetchFile(`/v1/invoices/${id}/payments/${paymentId}/pdf/`, 'kwitansi.pdf');
}

/** Creates the share link, or returns the one that exists. */
export function shareInvoice(id: string): Promise<InvoiceShare> {
  return requestData<InvoiceShare>(`/v1/invoices/${id}/share/`, { method: 'POST' });
}

export function revokeInvoiceShare(id: string): Promise<void> {
  return requestDelete(`/v1/invoices/${id}/share/`);
}

/**
 * The public portal: no session, and none sent (a signed-in owner opening the customer's link
 * must see what the customer sees, and an expired session must not send them to the login).
 */
export function getPortalInvoice(token: string): Promise<PortalInvoice> {
  return requestData<PortalInvoice>(`/v1/portal/invoices/${encodeURIComponent(token)}/`, {
    auth: false,
  });
}

/**
 * The portal's images (`logo_url`, `qris_url`: API paths such as `/v1/portal/invoices/{token}/logo/`)
 * as addresses an <img> can load, on the API's host wherever that is (SPEC.md §7).
 */
export function portalImageUrl(path: string): string {
  return apiUrl(path);
}

/** A plain link (no token needed), on the API's host wherever that is (SPEC.md §7). */
export function portalInvoicePdfUrl(token: string): string {
  return apiUrl(`/v1/portal/invoices/${encodeURIComponent(token)}/pdf/`);
}
