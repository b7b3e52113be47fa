import { INVOICE_STATUSES, PAYMENT_STATUSES } from '@usaha/shared';
import { expect, test } from 'vitest';
import { SHOWN_STATUSES, STATUS_FILTERS, shownStatus, statusOfFilter } from './invoice-status';
import { parseInvoiceFilters } from './use-invoice-filters';

/** Every combination the API can answer: overdue is "unpaid or partial after the due date". */
const ALL = INVOICE_STATUSES.flatMap((status) =>
  PAYMENT_STATUSES.flatMap((payment_status) =>
    [false, true].map((overdue) => ({ status, payment_status, overdue })),
  ),
).filter((invoice) => !(invoice.overdue && invoice.payment_status === 'paid'));

/** Whether an invoice passes an API filter, as the server reads it. */
function passes(
  invoice: (typeof ALL)[number],
  filter: (typeof STATUS_FILTERS)[keyof typeof STATUS_FILTERS],
) {
  return (
    (filter.status === undefined || filter.status === invoice.status) &&
    (filter.payment_status === undefined || filter.payment_status === invoice.payment_status) &&
    (filter.overdue === undefined || filter.overdue === invoice.overdue)
  );
}

test('one word per invoice: void and draft by the document, then paid, overdue, partial, sent', () => {
  expect(shownStatus({ status: 'void', payment_status: 'unpaid', overdue: false })).toBe('void');
  expect(shownStatus({ status: 'draft', payment_status: 'unpaid', overdue: true })).toBe('draft');
  expect(shownStatus({ status: 'sent', payment_status: 'paid', overdue: false })).toBe('paid');
  expect(shownStatus({ status: 'sent', payment_status: 'partial', overdue: true })).toBe('overdue');
  expect(shownStatus({ status: 'sent', payment_status: 'unpaid', overdue: true })).toBe('overdue');
  expect(shownStatus({ status: 'sent', payment_status: 'partial', overdue: false })).toBe(
    'partial',
  );
  expect(shownStatus({ status: 'sent', payment_status: 'unpaid', overdue: false })).toBe('sent');
});

test('each chip shows exactly the invoices that wear its word, and every invoice has one chip', () => {
  for (const invoice of ALL) {
    const chips = SHOWN_STATUSES.filter((chip) => passes(invoice, STATUS_FILTERS[chip]));
    expect({ invoice, chips }).toEqual({ invoice, chips: [shownStatus(invoice)] });
  }
});

test('a URL names a chip only when it holds exactly that chip’s fields', () => {
  const read = (search: string) => statusOfFilter(parseInvoiceFilters(new URLSearchParams(search)));
  expect(read('status=sent&overdue=true')).toBe('overdue');
  expect(read('overdue=true&status=sent&q=budi')).toBe('overdue');
  expect(read('status=draft')).toBe('draft');
  expect(read('')).toBeNull();
  expect(read('payment_status=unpaid')).toBeNull();
});
