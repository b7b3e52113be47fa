/**
 * A contact's statement link and the public statement it opens: one live link per contact, of
 * which only a hash is stored; the statement shows that contact's open credits and debts and
 * unpaid invoices with their payments and the figures per currency, and nothing of any other
 * contact or business; unknown, revoked and another business's tokens meet one identical 404.
 */
import type { PortalStatement, StatementLink } from '@usaha/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payDebtOf, voidDebtOf } from '../../../test/debt-fixtures';
import { createContact } from '../../../test/directory';
import { createTestApp, type TestApp, TestClient } from '../../../test/harness';
import { createInvoice, recordPayment } from '../../../test/invoices';
import { createBook, data, type Owner, signUpOwner } from '../../../test/ledger';
import { readPdfBytes } from '../../invoices/pdf/invoice-document.fixture';
import { debtOf, NOW } from '../debt-test-setup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(() => t.close());

const share = async (owner: Owner, contactId: string) =>
  data<StatementLink>(await owner.request('POST', `/api/v1/contacts/${contactId}/statement-link/`));

const visit = (token: string, tail = '') =>
  new TestClient(t.app).request('GET', `/api/v1/portal/statements/${token}/${tail}`);

/** The answer without its request id: what a caller could compare between two 404s. */
const sameness = (response: LightMyRequestResponse) => {
  const { request_id: _id, ...rest } = response.json<Record<string, unknown>>();
  return { status: response.statusCode, body: rest, robots: response.headers['x-robots-tag'] };
};

/** Invoice total: 2 × Rp 500.000 + PPN 11%. */
const TOTAL = 1_110_000_00;

/** A business with two contacts, each with credits, a debt and invoices. */
async function ledgerOf(owner: Owner, name: string) {
  const book = await createBook(owner);
  const contact = await createContact(owner, { name, phone: '081200000001' });
  const other = await createContact(owner, { name: `${name} Lain`, phone: '081200000002' });
  const credit = await debtOf(t, owner, {
    kind: 'credit',
    contact_id: contact.id,
    amount: 300_000_00,
    date: '2026-11-02',
    due_date: '2026-11-12',
    description: `Kasbon ${name}`,
  });
  await payDebtOf(credit, {
    amount: 100_000_00,
    date: '2026-11-08',
    cashbook_id: book.id,
  });
  const debt = await debtOf(t, owner, {
    kind: 'debt',
    contact_id: contact.id,
    amount: 80_000_00,
    date: '2026-11-04',
    reference: `PO-${name}`,
  });
  const settled = await debtOf(t, owner, { kind: 'credit', contact_id: contact.id, amount: 5_00 });
  await payDebtOf(settled, { amount: 5_00, date: '2026-11-05', cashbook_id: book.id });
  await voidDebtOf(
    await debtOf(t, owner, { kind: 'credit', contact_id: contact.id, amount: 7_00 }),
  );
  const invoice = await createInvoice(owner, { contact_id: contact.id, due_date: '2026-11-30' });
  data(await owner.request('POST', `/api/v1/invoices/${invoice.id}/send/`, { body: {} }));
  await recordPayment(owner, invoice.id, { amount: 10_000_00, cashbook_id: book.id });
  await createInvoice(owner, { contact_id: contact.id, notes: 'draft' });
  await debtOf(t, owner, {
    kind: 'credit',
    contact_id: other.id,
    amount: 999_00,
    description: `Rahasia ${name}`,
  });
  const ofOther = await createInvoice(owner, { contact_id: other.id });
  data(await owner.request('POST', `/api/v1/invoices/${ofOther.id}/send/`, { body: {} }));
  return { contact, other, credit, debt, invoice, ofOther };
}

describe('a statement link', () => {
  it("shows one contact's open records with their payments and the figures, nothing else", async () => {
    const owner = await signUpOwner(t);
    const mine = await ledgerOf(owner, 'Bu Ratna');
    const outsider = await signUpOwner(t);
    const theirs = await ledgerOf(outsider, 'Pak Lain');
    const link = await share(owner, mine.contact.id);
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(link.url).toBe(`http://localhost:3000/portal?statement=${link.token}`);
    expect((await share(owner, mine.contact.id)).token).toBe(link.token);
    const stored = await t.database.query<{ token_hash: string }>(
      'select token_hash from contact_statement_links where contact_id = $1',
      [mine.contact.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(link.token);
    await share(owner, mine.other.id);
    await share(outsider, theirs.contact.id);

    const answer = await visit(link.token);
    expect(answer.headers['x-robots-tag']).toContain('noindex');
    const statement = data<PortalStatement>(answer);
    expect(statement.contact_name).toBe('Bu Ratna');
    expect(statement.as_of).toBe('2026-11-20');
    expect(statement.language).toBe('id');
    expect(statement.business.name).toMatch(/^Toko /);
    expect(statement.items).toEqual([
      {
        type: 'credit',
        currency: 'IDR',
        date: '2026-11-02',
        due_date: '2026-11-12',
        label: 'Kasbon Bu Ratna',
        amount: 300_000_00,
        paid: 100_000_00,
        remaining: 200_000_00,
        overdue: true,
        payments: [{ amount: 100_000_00, date: '2026-11-08' }],
      },
      expect.objectContaining({ type: 'invoice', label: mine.invoice.number, paid: 10_000_00 }),
      expect.objectContaining({ type: 'debt', label: 'PO-Bu Ratna', remaining: 80_000_00 }),
    ]);
    expect(statement.items[1]).toMatchObject({
      remaining: TOTAL - 10_000_00,
      overdue: false,
      payments: [{ amount: 10_000_00, date: '2026-11-10' }],
    });
    expect(statement.totals).toEqual([
      {
        currency: 'IDR',
        credits: 200_000_00,
        invoices_due: TOTAL - 10_000_00,
        receivable: 200_000_00 + TOTAL - 10_000_00,
        payable: 80_000_00,
        net: 200_000_00 + TOTAL - 10_000_00 - 80_000_00,
        overdue_receivable: 200_000_00,
        overdue_payable: 0,
      },
    ]);
    for (const secret of [
      'Rahasia',
      'Pak Lain',
      'Bu Ratna Lain',
      mine.other.id,
      mine.contact.id,
      mine.credit.id,
      mine.ofOther.number,
      owner.businessId,
    ]) {
      expect(answer.body).not.toContain(secret);
    }
  });

  it("answers an unknown, a revoked and a deleted contact's link with one identical 404", async () => {
    const owner = await signUpOwner(t);
    const kept = await createContact(owner, { name: 'Tetap' });
    const revoked = await createContact(owner, { name: 'Dicabut' });
    const gone = await createContact(owner, { name: 'Dihapus' });
    const revokedLink = await share(owner, revoked.id);
    const goneLink = await share(owner, gone.id);
    const removed = await owner.request('DELETE', `/api/v1/contacts/${revoked.id}/statement-link/`);
    expect(removed.statusCode).toBe(200);
    expect((await owner.request('DELETE', `/api/v1/contacts/${gone.id}/`)).statusCode).toBe(200);
    const unknown = sameness(await visit('x'.repeat(43)));
    expect(unknown).toMatchObject({ status: 404, robots: expect.stringContaining('noindex') });
    expect(sameness(await visit(revokedLink.token))).toEqual(unknown);
    expect(sameness(await visit(goneLink.token))).toEqual(unknown);
    expect(sameness(await visit(revokedLink.token, 'pdf/'))).toEqual(unknown);
    const fresh = await share(owner, revoked.id);
    expect(fresh.token).not.toBe(revokedLink.token);
    expect((await visit(fresh.token)).statusCode).toBe(200);
    expect(data<PortalStatement>(await visit((await share(owner, kept.id)).token))).toMatchObject({
      items: [],
      totals: [],
    });
    expect((await visit('not a token')).statusCode).toBe(400);
  });

  it("answers 404 for another business's contact on both link routes", async () => {
    const a = await signUpOwner(t);
    const b = await signUpOwner(t);
    const contact = await createContact(a, { name: 'Milik A' });
    await share(a, contact.id);
    for (const method of ['POST', 'DELETE'] as const) {
      const answer = await b.request(method, `/api/v1/contacts/${contact.id}/statement-link/`);
      expect(answer.statusCode, method).toBe(404);
    }
    const live = await t.database.query(
      'select 1 from contact_statement_links where contact_id = $1 and revoked_at is null',
      [contact.id],
    );
    expect(live).toHaveLength(1);
  });
});

describe('the statement PDF', () => {
  it('reads back with the contact, every record, its payments and the net', async () => {
    const owner = await signUpOwner(t);
    const mine = await ledgerOf(owner, 'Bu Ratna');
    const link = await share(owner, mine.contact.id);
    const pdf = await visit(link.token, 'pdf/');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-robots-tag']).toContain('noindex');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="rekap-hutang-piutang-2026-11-20.pdf"',
    );
    const { text, info } = await readPdfBytes(pdf.rawPayload);
    expect(info).toMatch(/^Title: +Rekap Hutang Piutang Bu Ratna$/m);
    expect(info).toMatch(/\(A4\)/);
    for (const expected of [
      'REKAP HUTANG PIUTANG',
      /Per tanggal 20\/11\/2026/,
      'Bu Ratna',
      /02\/11\/2026 Hutang Anda: Kasbon Bu Ratna/,
      /Rp\s300\.000 Rp\s100\.000 Rp\s200\.000/,
      /Pembayaran 08\/11\/2026 Rp\s100\.000/,
      new RegExp(`Faktur: ${mine.invoice.number.replace(/\//g, '\\/')}`),
      /Hutang kami: PO-Bu Ratna/,
      /12\/11\/2026\slewat jatuh\stempo/,
      /Total hutang Anda kepada kami Rp\s1\.300\.000/,
      /Total hutang kami kepada Anda Rp\s80\.000/,
      /Sisa yang perlu Anda bayar Rp\s1\.220\.000/,
    ]) {
      expect(text).toMatch(expected);
    }
    expect(text).not.toContain('Rahasia');
  });

  it("is in the language of the contact's latest invoice, user text drawn as text", async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner, { name: 'Mr <b>Lee</b>\r\n\u202eX' });
    const invoice = await createInvoice(owner, {
      contact_id: contact.id,
      language: 'en',
      due_date: '2026-11-30',
    });
    data(await owner.request('POST', `/api/v1/invoices/${invoice.id}/send/`, { body: {} }));
    await debtOf(t, owner, {
      kind: 'debt',
      contact_id: contact.id,
      amount: 2_000_000_00,
      description: 'Loan\n(second line)',
    });
    const link = await share(owner, contact.id);
    expect(data<PortalStatement>(await visit(link.token)).language).toBe('en');
    const pdf = await visit(link.token, 'pdf/');
    expect(pdf.headers['content-disposition']).toContain('statement-2026-11-20.pdf');
    const { text } = await readPdfBytes(pdf.rawPayload);
    for (const expected of [
      'STATEMENT OF ACCOUNT',
      /As of 20\/11\/2026/,
      'Mr <b>Lee</b>',
      /We owe: Loan\s+\(second line\)/,
      new RegExp(`Invoice: ${invoice.number.replace(/\//g, '\\/')}`),
      /Total you owe us IDR\s1,110,000/,
      /Total we owe you IDR\s2,000,000/,
      /Balance we owe you IDR\s890,000/,
    ]) {
      expect(text).toMatch(expected);
    }
  });

  it('counts against the per-address portal limit with 429, still noindex', async () => {
    const owner = await signUpOwner(t);
    const link = await share(owner, (await createContact(owner, { name: 'Batas' })).id);
    const visitor = new TestClient(t.app);
    let last: LightMyRequestResponse | undefined;
    for (let n = 0; n < 121; n += 1) {
      const token = n % 2 ? link.token : 'z'.repeat(43);
      last = await visitor.request('GET', `/api/v1/portal/statements/${token}/`);
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['x-robots-tag']).toContain('noindex');
    expect((await visit(link.token)).statusCode).toBe(200);
  });
});
