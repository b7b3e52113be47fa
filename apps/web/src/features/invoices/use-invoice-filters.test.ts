import { expect, test } from 'vitest';
import { invoiceFiltersToSearchParams, parseInvoiceFilters } from './use-invoice-filters';

const ID = '0B6F6A52-5A4E-4D0E-9A55-000000000001';

test('the URL is read under the API names; what the API would refuse is left out', () => {
  const filter = parseInvoiceFilters(
    new URLSearchParams(
      `status=sent&payment_status=partial&overdue=false&contact_id=${ID}&from=2026-11-01&to=2026-11-30&q=%20ratna%20`,
    ),
  );
  expect(filter).toEqual({
    status: 'sent',
    payment_status: 'partial',
    overdue: false,
    contact_id: ID.toLowerCase(),
    from: '2026-11-01',
    to: '2026-11-30',
    q: 'ratna',
  });
  expect(
    parseInvoiceFilters(
      new URLSearchParams(
        'status=paid&payment_status=late&overdue=1&contact_id=42&from=2026-02-30&to=x&q=%20',
      ),
    ),
  ).toEqual({});
  // A range that ends before it starts keeps its start only.
  expect(parseInvoiceFilters(new URLSearchParams('from=2026-11-30&to=2026-11-01'))).toEqual({
    from: '2026-11-30',
  });
});

test('filters are written in one order, so equal filters make equal URLs', () => {
  const params = invoiceFiltersToSearchParams({ q: 'budi', overdue: true, status: 'sent' });
  expect(params.toString()).toBe('status=sent&overdue=true&q=budi');
  expect(parseInvoiceFilters(params)).toEqual({ status: 'sent', overdue: true, q: 'budi' });
});
