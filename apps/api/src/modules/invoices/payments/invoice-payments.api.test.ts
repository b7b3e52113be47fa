import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Entry, Invoice, InvoicePayment } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createInvoice, PPN_LINE, recordPayment } from '../../../test/invoices';
import { bookOf, createBook, data, signUpOwner } from '../../../test/ledger';
import { findViolations } from '../../ledger/invariants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invoiceOf = async (owner: Parameters<typeof bookOf>[0], id: string) =>
  data<Invoice>(await owner.request('GET', `/api/v1/invoices/${id}/`));

/** The text pdftotext (poppler-utils) reads back from a PDF. */
function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'usaha-pdf-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('invoice payments', () => {
  it('books a partial then the rest into a cash book, linked both ways, and the invoice is paid', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { opening_balance: 100_000_00 });
    const invoice = await createInvoice(owner);
    const first = await recordPayment(owner, invoice.id, {
      amount: 400_000_00,
      cashbook_id: book.id,
      method: 'transfer',
    });
    // A draft that is paid has reached its customer: it becomes sent.
    expect(await invoiceOf(owner, invoice.id)).toMatchObject({
      status: 'sent',
      payment_status: 'partial',
      paid: 400_000_00,
    });
    const rest = invoice.total - 400_000_00;
    await recordPayment(owner, invoice.id, { amount: rest, cashbook_id: book.id });
    const paid = await invoiceOf(owner, invoice.id);
    expect(paid).toMatchObject({ payment_status: 'paid', paid: invoice.total, amount_due: 0 });
    expect((await bookOf(owner, book.id)).balance).toBe(100_000_00 + invoice.total);

    const entry = data<Entry>(await owner.request('GET', `/api/v1/entries/${first.entry_id}/`));
    expect(entry).toMatchObject({
      source: 'invoice_payment',
      invoice_id: invoice.id,
      direction: 'in',
      amount: 400_000_00,
    });
    const payments = data<InvoicePayment[]>(
      await owner.request('GET', `/api/v1/invoices/${invoice.id}/payments/`),
    );
    expect(payments.map((payment) => payment.amount)).toEqual([400_000_00, rest]);
    expect(payments[0]?.cashbook_name).toBe('Kas Toko');

    const pdf = await owner.request('GET', `/api/v1/invoices/${invoice.id}/pdf/`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Kopi Arabika 1 kg');
    expect(text).toContain('1.110.000');
    const receipt = await owner.request(
      'GET',
      `/api/v1/invoices/${invoice.id}/payments/${first.id}/pdf/`,
    );
    expect(pdfText(receipt.rawPayload)).toContain('400.000');
    expect(await findViolations(t.database)).toEqual([]);
  });

  it('refuses more than is due, a book of another currency, and a void invoice, changing nothing', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const dollars = await createBook(owner, { name: 'USD', currency: 'USD' });
    const invoice = await createInvoice(owner);
    const url = `/api/v1/invoices/${invoice.id}/payments/`;
    const over = await owner.request('POST', url, {
      body: { amount: invoice.total + 1, cashbook_id: book.id },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'OVERPAYMENT',
      field_codes: { amount: ['exceeds_amount_due'] },
    });
    const foreign = await owner.request('POST', url, {
      body: { amount: 1_00, cashbook_id: dollars.id },
    });
    expect(foreign.json()).toMatchObject({ code: 'CURRENCY_MISMATCH' });
    data(await owner.request('POST', `/api/v1/invoices/${invoice.id}/void/`));
    const voided = await owner.request('POST', url, {
      body: { amount: 1_00, cashbook_id: book.id },
    });
    expect(voided.json()).toMatchObject({ code: 'INVOICE_VOID' });
    expect((await bookOf(owner, book.id)).balance).toBe(0);
    expect(data<InvoicePayment[]>(await owner.request('GET', url))).toEqual([]);
  });

  it('lets exactly one of two parallel payments that together overpay succeed', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const invoice = await createInvoice(owner);
    const amount = Math.ceil(invoice.total * 0.6);
    const answers = await Promise.all(
      [1, 2].map(() =>
        owner.request('POST', `/api/v1/invoices/${invoice.id}/payments/`, {
          body: { amount, cashbook_id: book.id },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect((await invoiceOf(owner, invoice.id)).paid).toBe(amount);
    expect((await bookOf(owner, book.id)).balance).toBe(amount);
    expect(await findViolations(t.database)).toEqual([]);
  });

  it('records a payment once per Idempotency-Key', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const invoice = await createInvoice(owner);
    const send = () =>
      owner.request('POST', `/api/v1/invoices/${invoice.id}/payments/`, {
        body: { amount: 10_000_00, cashbook_id: book.id },
        headers: { 'idempotency-key': 'bayar-1' },
      });
    const first = data<InvoicePayment>(await send(), 201);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<{ data: InvoicePayment }>().data.id).toBe(first.id);
    expect((await invoiceOf(owner, invoice.id)).paid).toBe(10_000_00);
  });

  it('keeps the entry to its payment: edits 422, deleting the payment deletes the entry, then void', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const invoice = await createInvoice(owner);
    const payment = await recordPayment(owner, invoice.id, {
      amount: 50_000_00,
      cashbook_id: book.id,
    });
    const entryUrl = `/api/v1/entries/${payment.entry_id}/`;
    const attempts = [
      owner.request('PUT', entryUrl, { body: { version: 1, amount: 1_00 } }),
      owner.request('DELETE', entryUrl),
      owner.request('POST', '/api/v1/entries/bulk/delete/', { body: { ids: [payment.entry_id] } }),
      owner.request('POST', '/api/v1/entries/bulk/categorise/', {
        body: { ids: [payment.entry_id], category_id: null },
      }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'ENTRY_IS_INVOICE_PAYMENT' });
    }
    const refused = await owner.request('POST', `/api/v1/invoices/${invoice.id}/void/`);
    expect(refused.json()).toMatchObject({ code: 'INVOICE_HAS_PAYMENTS' });
    const removed = await owner.request(
      'DELETE',
      `/api/v1/invoices/${invoice.id}/payments/${payment.id}/`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await owner.request('GET', entryUrl)).statusCode).toBe(404);
    expect(await invoiceOf(owner, invoice.id)).toMatchObject({ paid: 0, payment_status: 'unpaid' });
    expect((await bookOf(owner, book.id)).balance).toBe(0);
    expect(
      data<Invoice>(await owner.request('POST', `/api/v1/invoices/${invoice.id}/void/`)).status,
    ).toBe('void');
    expect(await findViolations(t.database)).toEqual([]);
  });

  it('refuses an edit that would bring the total under what is paid', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const invoice = await createInvoice(owner);
    await recordPayment(owner, invoice.id, { amount: invoice.total, cashbook_id: book.id });
    const current = await invoiceOf(owner, invoice.id);
    const smaller = await owner.request('PUT', `/api/v1/invoices/${invoice.id}/`, {
      body: { version: current.version, discount: { type: 'percent', value: 5000 } },
    });
    expect(smaller.statusCode).toBe(422);
    expect(smaller.json()).toMatchObject({ code: 'INVOICE_TOTAL_BELOW_PAID' });
  });

  it('keeps every ledger invariant through random invoices, payments, removals and voids', async () => {
    const owner = await signUpOwner(t);
    const books = [
      await createBook(owner),
      await createBook(owner, { name: 'Bank', kind: 'bank' }),
    ];
    const invoices: Invoice[] = [];
    const payments: InvoicePayment[] = [];
    // A fixed sequence of "random" choices, so a failure can be replayed.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let step = 0; step < 40; step += 1) {
      const choice = next(4);
      const invoice = invoices[next(Math.max(invoices.length, 1))];
      if (choice === 0 || !invoice) {
        invoices.push(
          await createInvoice(owner, { lines: [{ ...PPN_LINE, quantity: 1000 + next(3000) }] }),
        );
      } else if (choice === 1) {
        const answer = await owner.request('POST', `/api/v1/invoices/${invoice.id}/payments/`, {
          body: { amount: 1 + next(invoice.total), cashbook_id: books[next(2)]?.id },
        });
        expect([201, 422]).toContain(answer.statusCode);
        if (answer.statusCode === 201) payments.push(answer.json<{ data: InvoicePayment }>().data);
      } else if (choice === 2 && payments.length > 0) {
        const [payment] = payments.splice(next(payments.length), 1);
        const url = `/api/v1/invoices/${payment?.invoice_id}/payments/${payment?.id}/`;
        expect((await owner.request('DELETE', url)).statusCode).toBe(200);
      } else {
        const answer = await owner.request('POST', `/api/v1/invoices/${invoice.id}/void/`);
        expect([200, 422]).toContain(answer.statusCode);
      }
    }
    expect(await findViolations(t.database)).toEqual([]);
    const paidIn = payments.reduce((sum, payment) => sum + payment.amount, 0);
    const balances = await Promise.all(books.map((book) => bookOf(owner, book.id)));
    expect(balances.reduce((sum, book) => sum + book.balance, 0)).toBe(paidIn);
  });
});
