import type { InvoiceHistoryItem, InvoiceShare, PortalInvoice } from '@usaha/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../../test/harness';
import { createInvoice, recordPayment } from '../../../test/invoices';
import { createBook, data, type Owner, signUpOwner } from '../../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const share = async (owner: Owner, id: string) =>
  data<InvoiceShare>(await owner.request('POST', `/api/v1/invoices/${id}/share/`));

/** The answer without its request id: what a caller could compare between two 404s. */
const sameness = (response: LightMyRequestResponse) => {
  const { request_id: _id, ...rest } = response.json<Record<string, unknown>>();
  return { status: response.statusCode, body: rest, robots: response.headers['x-robots-tag'] };
};

describe('share links and the portal', () => {
  it('shows the invoice to anyone with the link, nothing of the books, and stores only a hash', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const invoice = await createInvoice(owner);
    await recordPayment(owner, invoice.id, { amount: 100_000_00, cashbook_id: book.id });
    const link = await share(owner, invoice.id);
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(link.url).toBe(`http://localhost:3000/portal?token=${link.token}`);
    expect((await share(owner, invoice.id)).token).toBe(link.token);
    const stored = await t.database.query<{ token_hash: string }>(
      'select token_hash from invoice_share_links where invoice_id = $1',
      [invoice.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(link.token);

    const visitor = new TestClient(t.app);
    const answer = await visitor.request('GET', `/api/v1/portal/invoices/${link.token}/`);
    expect(answer.headers['x-robots-tag']).toContain('noindex');
    const portal = data<PortalInvoice>(answer);
    expect(portal.business.name).toMatch(/^Toko /);
    expect(portal.invoice).toMatchObject({
      number: invoice.number,
      paid: 100_000_00,
      amount_due: invoice.total - 100_000_00,
    });
    expect(portal.invoice.payments).toEqual([
      { amount: 100_000_00, date: '2026-11-10', method: 'cash' },
    ]);
    expect(answer.body).not.toContain(invoice.contact_id);
    expect(answer.body).not.toContain(book.id);
    expect(answer.body).not.toContain('"version"');

    const pdf = await visitor.request('GET', `/api/v1/portal/invoices/${link.token}/pdf/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-robots-tag']).toContain('noindex');

    // Viewed twice today: one step in the timeline.
    const history = data<InvoiceHistoryItem[]>(
      await owner.request('GET', `/api/v1/invoices/${invoice.id}/history/`),
    );
    expect(history.filter((item) => item.action === 'invoice.view')).toHaveLength(1);
  });

  it('answers an unknown, a revoked and a voided link with one identical 404', async () => {
    const owner = await signUpOwner(t);
    const revoked = await createInvoice(owner);
    const voided = await createInvoice(owner);
    const revokedLink = await share(owner, revoked.id);
    const voidedLink = await share(owner, voided.id);
    expect(
      (await owner.request('DELETE', `/api/v1/invoices/${revoked.id}/share/`)).statusCode,
    ).toBe(200);
    data(await owner.request('POST', `/api/v1/invoices/${voided.id}/void/`));
    const visitor = new TestClient(t.app);
    const ask = (token: string, tail = '') =>
      visitor.request('GET', `/api/v1/portal/invoices/${token}/${tail}`);
    const unknown = sameness(await ask('x'.repeat(43)));
    expect(unknown).toMatchObject({ status: 404, robots: expect.stringContaining('noindex') });
    expect(sameness(await ask(revokedLink.token))).toEqual(unknown);
    expect(sameness(await ask(voidedLink.token))).toEqual(unknown);
    expect(sameness(await ask(voidedLink.token, 'pdf/'))).toEqual(unknown);
    // Sharing again after a revoke makes a new link; the old one stays dead.
    const fresh = await share(owner, revoked.id);
    expect(fresh.token).not.toBe(revokedLink.token);
    expect((await ask(fresh.token)).statusCode).toBe(200);
    expect(sameness(await ask(revokedLink.token))).toEqual(unknown);
    expect((await ask('not a token')).statusCode).toBe(400);
  });

  it('limits the portal per address with 429', async () => {
    const owner = await signUpOwner(t);
    const link = await share(owner, (await createInvoice(owner)).id);
    const visitor = new TestClient(t.app);
    let last: LightMyRequestResponse | undefined;
    for (let n = 0; n < 121; n += 1) {
      last = await visitor.request(
        'GET',
        `/api/v1/portal/invoices/${n % 2 ? link.token : 'y'.repeat(43)}/`,
      );
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['retry-after']).toBeDefined();
    expect(last?.headers['x-robots-tag']).toContain('noindex');
    const other = new TestClient(t.app);
    expect((await other.request('GET', `/api/v1/portal/invoices/${link.token}/`)).statusCode).toBe(
      200,
    );
  });
});

describe('isolation between businesses', () => {
  it("answers 404 for another business's invoice, payment and share link on every route", async () => {
    const a = await signUpOwner(t);
    const b = await signUpOwner(t);
    const bookA = await createBook(a);
    const invoiceA = await createInvoice(a);
    const paymentA = await recordPayment(a, invoiceA.id, {
      amount: 1_000_00,
      cashbook_id: bookA.id,
    });
    await share(a, invoiceA.id);
    const invoiceB = await createInvoice(b);
    const bookB = await createBook(b);
    const routes: Array<[Parameters<Owner['request']>[0], string, unknown?]> = [
      ['GET', `/api/v1/invoices/${invoiceA.id}/`],
      ['PUT', `/api/v1/invoices/${invoiceA.id}/`, { version: invoiceA.version, notes: 'x' }],
      ['DELETE', `/api/v1/invoices/${invoiceA.id}/`],
      ['POST', `/api/v1/invoices/${invoiceA.id}/send/`, {}],
      ['POST', `/api/v1/invoices/${invoiceA.id}/void/`],
      ['POST', `/api/v1/invoices/${invoiceA.id}/duplicate/`],
      ['GET', `/api/v1/invoices/${invoiceA.id}/history/`],
      ['GET', `/api/v1/invoices/${invoiceA.id}/pdf/`],
      ['GET', `/api/v1/invoices/${invoiceA.id}/whatsapp/`],
      ['GET', `/api/v1/invoices/${invoiceA.id}/payments/`],
      [
        'POST',
        `/api/v1/invoices/${invoiceA.id}/payments/`,
        { amount: 1_00, cashbook_id: bookB.id },
      ],
      [
        'POST',
        `/api/v1/invoices/${invoiceB.id}/payments/`,
        { amount: 1_00, cashbook_id: bookA.id },
      ],
      ['DELETE', `/api/v1/invoices/${invoiceA.id}/payments/${paymentA.id}/`],
      ['DELETE', `/api/v1/invoices/${invoiceB.id}/payments/${paymentA.id}/`],
      ['GET', `/api/v1/invoices/${invoiceB.id}/payments/${paymentA.id}/pdf/`],
      ['POST', `/api/v1/invoices/${invoiceA.id}/share/`],
      ['DELETE', `/api/v1/invoices/${invoiceA.id}/share/`],
    ];
    for (const [method, url, body] of routes) {
      const answer = await b.request(method, url, body === undefined ? {} : { body });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.body).not.toContain(invoiceA.number);
    }
    const list = data<Array<{ id: string }>>(await b.request('GET', '/api/v1/invoices/'));
    expect(list.map((invoice) => invoice.id)).toEqual([invoiceB.id]);
    const again = data<{ paid: number; status: string }>(
      await a.request('GET', `/api/v1/invoices/${invoiceA.id}/`),
    );
    expect(again).toMatchObject({ paid: 1_000_00, status: 'sent' });
  });
});
