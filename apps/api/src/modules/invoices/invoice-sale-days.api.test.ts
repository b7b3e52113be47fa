/**
 * The sale days the triggers keep (migration 0034) follow every write that changes what was
 * sold: sending, editing a sent invoice's lines, date and customer, a deleted product, voiding,
 * deleting a draft. After each, the invariant finds nothing and the sales and tax reports give
 * what the sent invoices' own lines and groups say.
 */
import type { Invoice, SalesData, TaxData } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createProduct } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice, PPN_LINE } from '../../test/invoices';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import { findViolations } from '../ledger/invariants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PERIOD = 'period=custom&from=2026-10-01&to=2026-11-30';

async function salesOf(owner: Owner) {
  const sales = data<SalesData>(await owner.request('GET', `/api/v1/reports/sales/?${PERIOD}`));
  const tax = data<TaxData>(await owner.request('GET', `/api/v1/reports/tax/?${PERIOD}`));
  const rupiah = sales.currencies.find((item) => item.currency === 'IDR');
  const ppn = tax.ppn.find((item) => item.currency === 'IDR');
  return {
    invoices: rupiah?.invoice_count ?? 0,
    revenue: rupiah?.totals.revenue ?? 0,
    products: Object.fromEntries(
      (rupiah?.products ?? []).map((row) => [row.name ?? '(none)', row.revenue]),
    ),
    customers: Object.fromEntries(
      (rupiah?.customers ?? []).map((row) => [row.name ?? '', row.revenue]),
    ),
    ppn: ppn?.totals.tax ?? 0,
  };
}

async function kept() {
  expect(await findViolations(t.database)).toEqual([]);
}

describe('sale days', () => {
  it('follow sending, edits of a sent invoice, a deleted product, voiding and a deleted draft', async () => {
    const owner = await signUpOwner(t);
    const product = await createProduct(owner, { name: 'Kopi Arabika', price: 500_000_00 });
    const other = await createContact(owner, { name: 'Toko Sebelah' });
    const line = { ...PPN_LINE, product_id: product.id };
    const draft = await createInvoice(owner, { lines: [line, { ...PPN_LINE, quantity: 1000 }] });
    await kept();
    expect((await salesOf(owner)).invoices).toBe(0);

    await owner.request('POST', `/api/v1/invoices/${draft.id}/send/`, { body: {} });
    await kept();
    const sent = await salesOf(owner);
    expect(sent).toMatchObject({ invoices: 1, revenue: 1_500_000_00, ppn: 165_000_00 });
    expect(sent.products).toEqual({ 'Kopi Arabika': 1_000_000_00, '(none)': 500_000_00 });

    const current = data<Invoice>(await owner.request('GET', `/api/v1/invoices/${draft.id}/`));
    const edit = await owner.request('PUT', `/api/v1/invoices/${draft.id}/`, {
      body: {
        version: current.version,
        contact_id: other.id,
        issue_date: '2026-10-15',
        due_date: '2026-10-30',
        lines: [{ ...line, quantity: 3000 }],
      },
    });
    expect(edit.statusCode).toBe(200);
    await kept();
    expect(await salesOf(owner)).toMatchObject({
      invoices: 1,
      revenue: 1_500_000_00,
      products: { 'Kopi Arabika': 1_500_000_00 },
      customers: { 'Toko Sebelah': 1_500_000_00 },
      ppn: 165_000_00,
    });

    expect((await owner.request('DELETE', `/api/v1/products/${product.id}/`)).statusCode).toBe(200);
    await kept();
    expect((await salesOf(owner)).products).toEqual({ '(none)': 1_500_000_00 });

    const second = await createInvoice(owner, { contact_id: other.id });
    await owner.request('POST', `/api/v1/invoices/${second.id}/send/`, { body: {} });
    await kept();
    expect((await salesOf(owner)).invoices).toBe(2);
    expect((await owner.request('POST', `/api/v1/invoices/${second.id}/void/`)).statusCode).toBe(
      200,
    );
    await kept();
    expect(await salesOf(owner)).toMatchObject({ invoices: 1, revenue: 1_500_000_00 });

    const thrown = await createInvoice(owner);
    expect((await owner.request('DELETE', `/api/v1/invoices/${thrown.id}/`)).statusCode).toBe(200);
    await kept();
    expect((await salesOf(owner)).invoices).toBe(1);

    // The check itself sees a kept row that drifted.
    await t.database.query(
      'update invoice_product_days set revenue = revenue + 1 where business_id = $1',
      [owner.businessId],
    );
    const found = await findViolations(t.database);
    expect(found.map((violation) => violation.check)).toEqual(['invoice_sale_days']);
  });
});
