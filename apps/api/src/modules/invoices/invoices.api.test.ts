import type { Contact, Invoice, InvoiceHistoryItem } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createProduct } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice, PPN_LINE } from '../../test/invoices';
import { data, signUpOwner } from '../../test/ledger';
import { readMail } from '../../test/mail-reader';

let t: TestApp;
// 2026-11-20 in Jakarta: an invoice due on the 16th is overdue.
const clock = { now: () => new Date('2026-11-20T03:00:00Z') };
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('invoices', () => {
  it('creates a numbered draft with the figures of calculateInvoice and the customer frozen', async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner, {
      name: 'CV Sinar',
      address: 'Jl. Asia Afrika 8',
      city: 'Bandung',
    });
    const product = await createProduct(owner);
    const invoice = await createInvoice(owner, {
      contact_id: contact.id,
      lines: [
        { ...PPN_LINE, product_id: product.id },
        { description: 'Ongkos pasang', quantity: 1000, unit_price: 150_000_00 },
      ],
      discount: { type: 'percent', value: 1000 },
      charge: 25_000_00,
      charge_label: 'Ongkir',
    });
    expect(invoice).toMatchObject({
      number: 'INV/2026/0001',
      status: 'draft',
      payment_status: 'unpaid',
      overdue: false,
      issue_date: '2026-11-02',
      due_date: '2026-11-16',
      currency: 'IDR',
      customer: { name: 'CV Sinar', address: 'Jl. Asia Afrika 8\nBandung' },
      subtotal: 1_150_000_00,
      invoice_discount: 115_000_00,
      base: 1_035_000_00,
      tax: 99_000_00,
      charge: 25_000_00,
      total: 1_035_000_00 + 99_000_00 + 25_000_00,
      paid: 0,
      stamp_duty: false,
      amount_in_words: 'satu juta seratus lima puluh sembilan ribu rupiah',
      version: 1,
    });
    expect(invoice.lines.map((line) => line.product_id)).toEqual([product.id, null]);
    expect(invoice.base + invoice.tax + invoice.charge + invoice.rounding).toBe(invoice.total);

    // Editing the contact later changes nothing on the invoice.
    await owner.request('PUT', `/api/v1/contacts/${contact.id}/`, {
      body: { ...contactBody(contact), name: 'CV Sinar Baru' },
    });
    const again = data<Invoice>(await owner.request('GET', `/api/v1/invoices/${invoice.id}/`));
    expect(again.customer.name).toBe('CV Sinar');
    expect((await createInvoice(owner, { contact_id: contact.id })).number).toBe('INV/2026/0002');
  });

  it('gives 50 parallel creates 50 distinct numbers with no gap', async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner);
    const made = await Promise.all(
      Array.from({ length: 50 }, () => createInvoice(owner, { contact_id: contact.id })),
    );
    const numbers = made.map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 50 }, (_, i) => `INV/2026/${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('refuses bad input with 400 and a field, and a taken number with 409, changing nothing', async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner);
    const post = (body: Record<string, unknown>) =>
      owner.request('POST', '/api/v1/invoices/', {
        body: { contact_id: contact.id, lines: [PPN_LINE], ...body },
      });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lines: [] }, 'lines'],
      [{ lines: [{ ...PPN_LINE, quantity: 0.5 }] }, 'lines'],
      [{ lines: [{ ...PPN_LINE, unit_price: -1 }] }, 'lines'],
      [{ discount: { type: 'amount', value: 99_000_000_00 } }, 'discount'],
      [{ issue_date: '2026-11-10', due_date: '2026-11-01' }, 'due_date'],
      [{ due_date: '2026-01-01' }, 'due_date'],
      [{ lines: [{ ...PPN_LINE, tax_base: { numerator: 13, denominator: 12 } }] }, 'lines'],
      [{ number: '' }, 'number'],
      // A number is one line: it reaches mail subjects, PDFs, exports and WhatsApp messages.
      [{ number: 'INV-1\r\nBcc: x@y.z' }, 'number'],
      [{ number: 'INV\u202e1' }, 'number'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        Object.keys(response.json<{ errors: object }>().errors).join(),
        JSON.stringify(body),
      ).toContain(field);
    }
    const mine = await createInvoice(owner, { contact_id: contact.id, number: 'A-1' });
    const clash = await post({ number: 'A-1' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'INVOICE_NUMBER_TAKEN' });
    const list = await owner.request('GET', '/api/v1/invoices/');
    expect(data<Invoice[]>(list).map((invoice) => invoice.id)).toEqual([mine.id]);
    // The numbers the refused creates took were given back.
    expect((await createInvoice(owner, { contact_id: contact.id })).number).toBe('INV/2026/0001');
  });

  it('updates with a version, recomputes, renumbers by hand, and refuses a void one', async () => {
    const owner = await signUpOwner(t);
    const first = await createInvoice(owner, {
      terms: 'Bayar 14 hari',
      charge: 10_000_00,
      charge_label: 'Ongkir',
    });
    const second = await createInvoice(owner);
    const url = `/api/v1/invoices/${first.id}/`;
    const updated = data<Invoice>(
      await owner.request('PUT', url, {
        body: { version: 1, lines: [{ ...PPN_LINE, quantity: 1000 }], number: 'INV/KHUSUS/1' },
      }),
    );
    expect(updated).toMatchObject({
      number: 'INV/KHUSUS/1',
      base: 500_000_00,
      tax: 55_000_00,
      version: 2,
    });
    // Another customer: the snapshot is taken anew.
    const other = await createContact(owner, { name: 'Toko Lain', phone: '0811111111' });
    const moved = data<Invoice>(
      await owner.request('PUT', url, { body: { version: 2, contact_id: other.id } }),
    );
    expect(moved.customer).toMatchObject({ name: 'Toko Lain', phone: '+62811111111', email: null });
    expect(moved.total).toBe(updated.total);
    const stale = await owner.request('PUT', url, { body: { version: 1, notes: 'x' } });
    expect(stale.statusCode).toBe(409);
    const taken = await owner.request('PUT', url, { body: { version: 3, number: second.number } });
    expect(taken.json()).toMatchObject({ code: 'INVOICE_NUMBER_TAKEN' });
    const voided = data<Invoice>(await owner.request('POST', `${url}void/`));
    expect(voided).toMatchObject({ status: 'void', total: updated.total });
    const refused = await owner.request('PUT', url, {
      body: { version: voided.version, notes: 'x' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INVOICE_VOID' });
  });

  it('deletes a draft only; a sent one answers 422 telling to void it', async () => {
    const owner = await signUpOwner(t);
    const draft = await createInvoice(owner);
    const sent = await createInvoice(owner);
    data(await owner.request('POST', `/api/v1/invoices/${sent.id}/send/`, { body: {} }));
    const refused = await owner.request('DELETE', `/api/v1/invoices/${sent.id}/`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INVOICE_NOT_DRAFT' });
    expect((await owner.request('DELETE', `/api/v1/invoices/${draft.id}/`)).statusCode).toBe(200);
    expect((await owner.request('GET', `/api/v1/invoices/${draft.id}/`)).statusCode).toBe(404);
  });

  it('lists newest first by keyset, with filters, overdue and totals on the first page', async () => {
    const owner = await signUpOwner(t);
    const old = await createInvoice(owner, { issue_date: '2026-10-01', due_date: '2026-10-15' });
    const mid = await createInvoice(owner, { issue_date: '2026-11-01' });
    const late = await createInvoice(owner, { issue_date: '2026-11-19' });
    data(await owner.request('POST', `/api/v1/invoices/${old.id}/send/`, { body: {} }));
    const page1 = await owner.request('GET', '/api/v1/invoices/?limit=2');
    const body = page1.json<{
      data: Invoice[];
      meta: { next_cursor: string; totals: unknown[] };
    }>();
    expect(body.data.map((invoice) => invoice.id)).toEqual([late.id, mid.id]);
    expect(body.meta.totals).toEqual([
      { currency: 'IDR', total: old.total * 3, paid: 0, amount_due: old.total * 3, count: 3 },
    ]);
    const page2 = await owner.request(
      'GET',
      `/api/v1/invoices/?limit=2&cursor=${body.meta.next_cursor}`,
    );
    const rest = page2.json<{ data: Invoice[]; meta: { totals: unknown } }>();
    expect(rest.data.map((invoice) => invoice.id)).toEqual([old.id]);
    expect(rest.meta.totals).toBeNull();
    const overdue = data<Array<{ id: string; overdue: boolean }>>(
      await owner.request('GET', '/api/v1/invoices/?overdue=true'),
    );
    expect(overdue).toEqual([expect.objectContaining({ id: old.id, overdue: true })]);
    const found = data<Invoice[]>(
      await owner.request('GET', `/api/v1/invoices/?q=${encodeURIComponent('maju')}&status=draft`),
    );
    expect(found.map((invoice) => invoice.id)).toEqual([late.id, mid.id]);
    const bad = await owner.request('GET', '/api/v1/invoices/?cursor=nonsense&payment_status=x');
    expect(bad.statusCode).toBe(400);
  });

  it('duplicates as a new draft dated today, and keeps a timeline from the activity log', async () => {
    const owner = await signUpOwner(t);
    const source = await createInvoice(owner, { notes: 'Terima kasih' });
    data(await owner.request('POST', `/api/v1/invoices/${source.id}/send/`, { body: {} }));
    const copy = data<Invoice>(
      await owner.request('POST', `/api/v1/invoices/${source.id}/duplicate/`),
      201,
    );
    expect(copy).toMatchObject({
      status: 'draft',
      issue_date: '2026-11-20',
      notes: 'Terima kasih',
      total: source.total,
    });
    expect(copy.number).not.toBe(source.number);
    const history = data<InvoiceHistoryItem[]>(
      await owner.request('GET', `/api/v1/invoices/${source.id}/history/`),
    );
    expect(history.map((item) => item.action)).toEqual(['invoice.create', 'invoice.send']);
    expect(history[0]?.params).toMatchObject({ number: source.number, total: source.total });
  });

  it('mails the invoice with its PDF and portal link, and prepares the WhatsApp message', async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner, {
      name: 'Ibu <b>Ani</b> http://evil.example',
      email: 'ani@pelanggan.example',
      phone: '081234567890',
    });
    const invoice = await createInvoice(owner, { contact_id: contact.id, language: 'en' });
    const sent = data<Invoice>(
      await owner.request('POST', `/api/v1/invoices/${invoice.id}/send/`, {
        body: { channel: 'email' },
      }),
    );
    expect(sent.status).toBe('sent');
    expect(sent.sent_at).not.toBeNull();
    await t.mailsSettled();
    const raw = t.mails().find((text) => text.includes('To: ani@pelanggan.example')) ?? '';
    expect(raw).toContain(`filename=${invoice.number.replace(/\//g, '-')}.pdf`);
    const mail = readMail(raw);
    expect(mail.subject).toBe(`Invoice ${invoice.number}`);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/portal\?token=[\w-]{43}/);
    expect(mail.text).toContain('http[:]//evil[.]example');
    expect(mail.text).not.toContain('http://evil.example');

    const wa = data<{ url: string; message: string }>(
      await owner.request('GET', `/api/v1/invoices/${invoice.id}/whatsapp/`),
    );
    expect(wa.url).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(wa.message).toContain(invoice.number);
    expect(wa.message).toContain('/portal?token=');
    expect(wa.message).toMatch(/^Hello /);

    const nobody = await createContact(owner, { name: 'Tanpa Kontak' });
    const bare = await createInvoice(owner, { contact_id: nobody.id });
    const noMail = await owner.request('POST', `/api/v1/invoices/${bare.id}/send/`, {
      body: { channel: 'email' },
    });
    expect(noMail.json()).toMatchObject({ code: 'INVOICE_NO_EMAIL' });
    const noPhone = await owner.request('GET', `/api/v1/invoices/${bare.id}/whatsapp/`);
    expect(noPhone.json()).toMatchObject({ code: 'INVOICE_NO_PHONE' });
  });
});

function contactBody(contact: Contact) {
  const { id: _id, archived: _a, created_at: _c, updated_at: _u, ...rest } = contact;
  return rest;
}
