/**
 * What the invoices tell the business's members: each payment, the payment that settles an
 * invoice, and (by the scheduler's job) an invoice overdue once ever, the day after its due date
 * in the business's time zone. Through the real app, inboxes and mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice, recordPayment } from '../../test/invoices';
import { runJob } from '../../test/jobs';
import { addMember, createBook, data, type Owner, signUpOwner } from '../../test/ledger';
import { readMail } from '../../test/mail-reader';
import { inboxOf } from '../notifications/notifications-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOSTILE = '<img src=x onerror=alert(1)> Toko "Maju"\r\nBcc: x@evil.example';

/** Sent invoice of `owner` for a customer named `name`, due on `due`. */
async function sentInvoice(owner: Owner, name: string, due = '2026-11-15') {
  const contact = await createContact(owner, { name });
  const invoice = await createInvoice(owner, { contact_id: contact.id, due_date: due });
  data(await owner.request('POST', `/api/v1/invoices/${invoice.id}/send/`, { body: {} }));
  return invoice;
}

async function typesOf(client: Owner) {
  return (await inboxOf(client, '', 'en')).data.map((item) => item.type);
}

/** The app's overdue job, run at `now` as the scheduler's leader would. */
function overdueJob() {
  return (now: string) => runJob(t, 'tell-overdue-invoices', new Date(now));
}

describe('payment notifications', () => {
  it('tells every other member of each payment and of the one that settles it, never twice', async () => {
    const owner = await signUpOwner(t);
    const manager = await addMember(t, owner, 'manager');
    const viewer = await addMember(t, owner, 'viewer');
    const book = await createBook(owner);
    const invoice = await sentInvoice(owner, 'PT Maju Bersama');
    const partial = { amount: 100_000_00, cashbook_id: book.id };
    const key = { 'idempotency-key': 'pay-1' };
    const first = await owner.request('POST', `/api/v1/invoices/${invoice.id}/payments/`, {
      body: { date: '2026-11-10', ...partial },
      headers: key,
    });
    expect(first.statusCode).toBe(201);
    // A retry of the same payment is the same payment: nobody is told again.
    const replay = await owner.request('POST', `/api/v1/invoices/${invoice.id}/payments/`, {
      body: { date: '2026-11-10', ...partial },
      headers: key,
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const [received] = (await inboxOf(manager, '', 'en')).data;
    expect(received).toMatchObject({
      type: 'payment_received',
      title: 'Payment received',
      body: `IDR\u00a0100,000 received from PT Maju Bersama for invoice ${invoice.number}.`,
      link: `/apps/invoice/${invoice.id}`,
    });
    expect(await typesOf(viewer)).toEqual(['payment_received']);
    // The one who recorded it knows.
    expect(await typesOf(owner)).toEqual([]);

    // The manager records the rest: the owner and the viewer hear of it, the manager does not.
    await recordPayment(manager, invoice.id, {
      amount: invoice.total - 100_000_00,
      cashbook_id: book.id,
    });
    expect(await typesOf(owner)).toEqual(['invoice_paid', 'payment_received']);
    expect(await typesOf(viewer)).toEqual(['invoice_paid', 'payment_received', 'payment_received']);
    expect(await typesOf(manager)).toEqual(['payment_received']);
    const [paid] = (await inboxOf(owner, '', 'id')).data;
    expect(paid?.title).toBe(`Faktur ${invoice.number} lunas`);
  });

  it('keeps a hostile customer name and number inert on screen and in the mail', async () => {
    const owner = await signUpOwner(t);
    const cashier = await addMember(t, owner, 'cashier', { verified: true });
    const preferences = {
      preferences: [
        { type: 'payment_received', in_app: true, email: false },
        { type: 'invoice_paid', in_app: true, email: true },
      ],
    };
    data(await cashier.request('PUT', '/api/v1/notifications/preferences/', { body: preferences }));
    const book = await createBook(owner);
    const contact = await createContact(owner, { name: HOSTILE });
    const invoice = await createInvoice(owner, {
      contact_id: contact.id,
      // A number cannot hold a line break (invoices.api.test.ts), but it can hold markup.
      number: '<b>INV-X</b> Bcc: evil@x.example',
    });
    await t.mailsSettled();
    const before = t.mails().length;
    await recordPayment(owner, invoice.id, { amount: invoice.total, cashbook_id: book.id });
    const [paid, received] = (await inboxOf(cashier, '', 'en')).data;
    // Plain text on one line: the screen shows it as text (React escapes it).
    expect(received?.body).toBe(
      'IDR\u00a01,110,000 received from <img src=x onerror=alert(1)> Toko "Maju" Bcc: x@evil.example for invoice <b>INV-X</b> Bcc: evil@x.example.',
    );
    expect(paid?.title).toBe('Invoice <b>INV-X</b> Bcc: evil@x.example paid');
    await t.mailsSettled();
    const raw = t.mails().slice(before);
    expect(raw).toHaveLength(1);
    const mail = readMail(raw[0] ?? '');
    expect(mail.subject).toBe('Faktur <b>INV-X</b> Bcc: evil@x.example lunas');
    expect(raw[0]).not.toMatch(/^bcc:/im);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>INV-X');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.text).toContain(`/apps/invoice/${invoice.id}`);
  });
});

describe('the overdue job', () => {
  it('tells once per invoice, the day after its due date in the business time zone', async () => {
    const owner = await signUpOwner(t);
    const member = await addMember(t, owner, 'accountant');
    const book = await createBook(owner);
    const late = await sentInvoice(owner, 'Toko Makmur');
    const partial = await sentInvoice(owner, 'CV Berkah');
    await recordPayment(owner, partial.id, { amount: 10_000_00, cashbook_id: book.id });
    const settled = await sentInvoice(owner, 'Lunas');
    await recordPayment(owner, settled.id, { amount: settled.total, cashbook_id: book.id });
    const voided = await sentInvoice(owner, 'Batal');
    data(await owner.request('POST', `/api/v1/invoices/${voided.id}/void/`));
    await createInvoice(owner, { due_date: '2026-11-15' }); // a draft owes nothing yet
    const later = await sentInvoice(owner, 'Nanti', '2026-11-16');
    const overdue = async (client: Owner) =>
      (await inboxOf(client, '?type=invoice_overdue', 'en')).data;
    const run = overdueJob();

    // 23:59 on the due date in Jakarta (UTC+7): not yet.
    await run('2026-11-15T16:59:59Z');
    expect(await overdue(owner)).toEqual([]);
    // Midnight after it: the late one and the partly paid one, to every member.
    await run('2026-11-15T17:00:00Z');
    const told = await overdue(member);
    expect(told.map((item) => item.link).sort()).toEqual(
      [`/apps/invoice/${late.id}`, `/apps/invoice/${partial.id}`].sort(),
    );
    const ofLate = told.find((item) => item.link === `/apps/invoice/${late.id}`);
    expect(ofLate?.body).toBe(
      `Invoice ${late.number} to Toko Makmur for IDR\u00a01,110,000 was due on November 15, 2026 and is unpaid.`,
    );
    expect(await overdue(owner)).toHaveLength(2);
    // Again, and again a day later: the same two are never told twice; the next one joins.
    await run('2026-11-15T17:05:00Z');
    await run('2026-11-16T17:00:00Z');
    const links = (await overdue(owner)).map((item) => item.link);
    expect(links).toHaveLength(3);
    expect(links).toContain(`/apps/invoice/${later.id}`);
  });

  it('judges the day in the business time zone, and two runs at once tell once', async () => {
    const owner = await signUpOwner(t);
    await t.database.query("update businesses set timezone = 'America/New_York' where id = $1", [
      owner.businessId,
    ]);
    const invoices = [await sentInvoice(owner, 'A'), await sentInvoice(owner, 'B')];
    const run = overdueJob();
    // 00:30 UTC on the 16th is still the 15th in New York.
    await run('2026-11-16T00:30:00Z');
    expect((await inboxOf(owner, '?type=invoice_overdue')).data).toEqual([]);
    const results = await Promise.all([run('2026-11-16T05:00:00Z'), run('2026-11-16T05:00:00Z')]);
    const told = (await inboxOf(owner, '?type=invoice_overdue')).data.map((item) => item.link);
    expect(told.sort()).toEqual(invoices.map((invoice) => `/apps/invoice/${invoice.id}`).sort());
    const count = results.reduce((sum, result) => sum + (result?.told ?? 0), 0);
    expect(count).toBeGreaterThanOrEqual(2);
    const [row] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from invoices where business_id = $1 and overdue_notified_at is not null',
      [owner.businessId],
    );
    expect(row?.n).toBe(2);
  });
});
