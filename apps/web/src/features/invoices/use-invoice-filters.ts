/**
 * The invoice list's filters in the URL under the API's own names (STYLE.md): `status`,
 * `payment_status`, `overdue`, `contact_id`, `from`, `to` (issue date) and `q`. The status chips
 * write the first three (invoice-status.ts); values the API would refuse are dropped.
 */
import {
  INVOICE_STATUSES,
  type InvoiceFilter,
  type InvoiceStatus,
  isCalendarDate,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@usaha/shared';
import { cleanText, useUrlFilter } from '../../lib/use-url-filter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isStatus = (value: string | null): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly (string | null)[]).includes(value);
const isPaymentStatus = (value: string | null): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly (string | null)[]).includes(value);

export function parseInvoiceFilters(params: URLSearchParams): InvoiceFilter {
  const filter: InvoiceFilter = {};
  const status = params.get('status');
  if (isStatus(status)) filter.status = status;
  const paymentStatus = params.get('payment_status');
  if (isPaymentStatus(paymentStatus)) filter.payment_status = paymentStatus;
  const overdue = params.get('overdue');
  if (overdue === 'true' || overdue === 'false') filter.overdue = overdue === 'true';
  const contact = params.get('contact_id');
  if (contact && UUID.test(contact)) filter.contact_id = contact.toLowerCase();
  const from = params.get('from');
  const to = params.get('to');
  if (from && isCalendarDate(from)) filter.from = from;
  if (to && isCalendarDate(to) && (!filter.from || to >= filter.from)) filter.to = to;
  const q = cleanText(params.get('q'));
  if (q) filter.q = q;
  return filter;
}

/** In a fixed order, empty ones left out, so equal filters make equal URLs. */
export function invoiceFiltersToSearchParams(filter: InvoiceFilter): URLSearchParams {
  const next = new URLSearchParams();
  if (filter.status) next.set('status', filter.status);
  if (filter.payment_status) next.set('payment_status', filter.payment_status);
  if (filter.overdue !== undefined) next.set('overdue', String(filter.overdue));
  if (filter.contact_id) next.set('contact_id', filter.contact_id);
  if (filter.from) next.set('from', filter.from);
  if (filter.to) next.set('to', filter.to);
  if (filter.q) next.set('q', filter.q);
  return next;
}

export function useInvoiceFilters() {
  return useUrlFilter(parseInvoiceFilters, invoiceFiltersToSearchParams);
}
