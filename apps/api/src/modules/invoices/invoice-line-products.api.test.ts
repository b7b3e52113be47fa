/**
 * The product an invoice's or a schedule's line names is one of the business's own (security
 * review N3): another business's product id, or an id of none, is a 404 as any foreign id, and
 * the database holds it with a tenant-keyed foreign key. A product deleted later leaves its lines
 * as they were, without the link.
 */
import type { Invoice, RecurringInvoice } from '@usaha/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createProduct } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice, PPN_LINE } from '../../test/invoices';
import { data, signUpOwner } from '../../test/ledger';
import {
  createRecurring,
  getRecurring,
  makeRecurringInvoices,
} from '../../test/recurring-invoices';

let t: TestApp;
const TODAY = new Date('2026-11-20T03:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => TODAY } });
});
afterAll(() => t.close());

const NOBODYS = '0190a0a0-0000-7000-8000-000000000001';
const lineOf = (productId: string) => ({ ...PPN_LINE, product_id: productId });

async function storedProductIds(businessId: string): Promise<(string | null)[]> {
  const rows = await t.database.query<{ product_id: string | null }>(
    'select product_id from invoice_lines where business_id = $1 order by invoice_id, position',
    [businessId],
  );
  return rows.map((row) => row.product_id);
}

/** Two businesses, and a product of the first. */
async function twoBusinesses() {
  const a = await signUpOwner(t);
  const b = await signUpOwner(t);
  const product = await createProduct(a, { name: 'Kopi A' });
  return { a, b, product };
}

function expectNotFound(response: LightMyRequestResponse, id: string) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  expect(response.body).not.toContain(id);
}

describe("an invoice line's product", () => {
  it("refuses another business's product or none at all, on a create and an edit, storing nothing", async () => {
    const { b, product } = await twoBusinesses();
    const contact = await createContact(b);
    for (const id of [product.id, NOBODYS]) {
      const created = await b.request('POST', '/api/v1/invoices/', {
        body: { contact_id: contact.id, issue_date: '2026-11-02', lines: [lineOf(id)] },
      });
      expectNotFound(created, id);
    }
    const own = await createProduct(b, { name: 'Kopi B' });
    const invoice = await createInvoice(b, { contact_id: contact.id, lines: [lineOf(own.id)] });
    const edited = await b.request('PUT', `/api/v1/invoices/${invoice.id}/`, {
      body: { version: invoice.version, lines: [lineOf(own.id), lineOf(product.id)] },
    });
    expectNotFound(edited, product.id);
    expect(await storedProductIds(b.businessId)).toEqual([own.id]);
  });

  it('is held by the database: a line naming another business’s product is refused there too', async () => {
    const { b, product } = await twoBusinesses();
    const invoice = await createInvoice(b);
    await expect(
      t.database.query('update invoice_lines set product_id = $2 where invoice_id = $1', [
        invoice.id,
        product.id,
      ]),
    ).rejects.toThrow(/invoice_lines_product_fk/);
  });

  it('keeps the lines of a deleted product as they were, without the link', async () => {
    const owner = await signUpOwner(t);
    const product = await createProduct(owner, { name: 'Gula' });
    const invoice = await createInvoice(owner, {
      lines: [lineOf(product.id), { ...PPN_LINE, description: 'Ongkos kirim' }],
    });
    data(await owner.request('DELETE', `/api/v1/products/${product.id}/`));
    const after = data<Invoice>(await owner.request('GET', `/api/v1/invoices/${invoice.id}/`));
    expect(after.lines.map((line) => [line.product_id, line.description])).toEqual([
      [null, PPN_LINE.description],
      [null, 'Ongkos kirim'],
    ]);
    expect(after.total).toBe(invoice.total);
    const [row] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from invoice_lines where business_id = $1',
      [owner.businessId],
    );
    expect(row?.n).toBe(2);
  });
});

describe("a recurring invoice's line product", () => {
  it("refuses another business's product or none at all, on a create and an edit", async () => {
    const { b, product } = await twoBusinesses();
    for (const id of [product.id, NOBODYS]) {
      const contact = await createContact(b);
      const created = await b.request('POST', '/api/v1/recurring-invoices/', {
        body: {
          contact_id: contact.id,
          interval: 'monthly',
          start_date: '2026-12-01',
          lines: [lineOf(id)],
        },
      });
      expectNotFound(created, id);
    }
    const schedule = await createRecurring(b, { start_date: '2026-12-01' });
    const edited = await b.request('PUT', `/api/v1/recurring-invoices/${schedule.id}/`, {
      body: { version: schedule.version, lines: [lineOf(product.id)] },
    });
    expectNotFound(edited, product.id);
    expect((await getRecurring(b, schedule.id)).lines.map((line) => line.product_id)).toEqual([
      null,
    ]);
  });

  it('still saves and still bills a template whose product was deleted since, without the link', async () => {
    const owner = await signUpOwner(t);
    const product = await createProduct(owner, { name: 'Sewa etalase' });
    const schedule = await createRecurring(owner, {
      start_date: '2026-11-25',
      lines: [lineOf(product.id)],
    });
    data(await owner.request('DELETE', `/api/v1/products/${product.id}/`));
    // The edit sends the lines back as the template had them.
    const edited = await owner.request('PUT', `/api/v1/recurring-invoices/${schedule.id}/`, {
      body: { version: schedule.version, lines: schedule.lines, notes: 'Sewa bulanan' },
    });
    const saved = data<RecurringInvoice>(edited);
    expect(saved.notes).toBe('Sewa bulanan');
    await makeRecurringInvoices(t, new Date('2026-11-25T01:00:00Z'));
    const made = await getRecurring(owner, schedule.id);
    expect(made).toMatchObject({ status: 'active', made_count: 1 });
    const invoice = data<Invoice>(
      await owner.request('GET', `/api/v1/invoices/${made.last_invoice_id}/`),
    );
    expect(invoice.lines.map((line) => [line.product_id, line.description])).toEqual([
      [null, PPN_LINE.description],
    ]);
  });
});
