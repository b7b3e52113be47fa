/**
 * WhatsApp reminders of a debt or credit: the wa.me link with a polite message in the contact's
 * language (the remaining amount, the due date, the business and the statement link), recorded
 * as sent and in the activity log; refused for a debt (what the business owes), a settled or void
 * record and a contact without a phone; another business's record does not exist.
 */
import type { DebtHistoryItem, DebtReminder } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payDebtOf, voidDebtOf } from '../../../test/debt-fixtures';
import { createContact } from '../../../test/directory';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createInvoice } from '../../../test/invoices';
import { createBook, data, type Owner, signUpOwner } from '../../../test/ledger';
import { debtOf, NOW } from '../debt-test-setup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(() => t.close());

const remind = (owner: Owner, id: string, body: Record<string, unknown> = {}) =>
  owner.request('POST', `/api/v1/debts/${id}/reminders/`, { body });

/** The text a wa.me link carries, decoded. */
const textOf = (url: string) => new URL(url).searchParams.get('text') ?? '';

describe('a WhatsApp reminder', () => {
  it('asks for a credit politely in Indonesian, links the statement, and is recorded', async () => {
    const owner = await signUpOwner(t);
    const credit = await debtOf(t, owner, {
      kind: 'credit',
      amount: 150_000_00,
      due_date: '2026-11-30',
      description: 'Kasbon beras',
      contact: { name: 'Bu Siti', phone: '0812-3456-7890' },
    });
    const book = await createBook(owner);
    await payDebtOf(credit, {
      amount: 50_000_00,
      date: '2026-11-10',
      cashbook_id: book.id,
    });

    const reminder = data<DebtReminder>(await remind(owner, credit.id), 201);
    expect(reminder.url).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(reminder.statement_url).toMatch(
      /^http:\/\/localhost:3000\/portal\?statement=[\w-]{43}$/,
    );
    expect(reminder.sent_at).toBe(NOW.toISOString());
    expect(textOf(reminder.url)).toBe(reminder.message);
    expect(reminder.message).toBe(
      [
        'Halo Bu Siti,',
        `Kami dari ${credit.businessName} ingin mengingatkan dengan hormat: masih ada tagihan sebesar Rp\u00a0100.000 untuk Kasbon beras, jatuh tempo 30 November 2026.`,
        `Rinciannya bisa dilihat di sini: ${reminder.statement_url}`,
        'Terima kasih.',
      ].join('\n'),
    );
    // The same live statement link each time; each reminder is recorded and logged.
    const again = data<DebtReminder>(await remind(owner, credit.id, { language: 'en' }), 201);
    expect(again.statement_url).toBe(reminder.statement_url);
    expect(again.message).toBe(
      [
        'Hello Bu Siti,',
        `This is a friendly reminder from ${credit.businessName}: Rp\u00a0100.000 for Kasbon beras is still outstanding, due on November 30, 2026.`,
        `You can see the details here: ${reminder.statement_url}`,
        'Thank you.',
      ].join('\n'),
    );
    const rows = await t.database.query<{ channel: string; step: number | null }>(
      'select channel, step from debt_reminders where debt_id = $1',
      [credit.id],
    );
    expect(rows).toEqual([
      { channel: 'whatsapp', step: null },
      { channel: 'whatsapp', step: null },
    ]);
    // The record's history shows both, after its creation and payment.
    const history = data<DebtHistoryItem[]>(
      await owner.request('GET', `/api/v1/debts/${credit.id}/history/`),
    );
    expect(history.map((item) => item.action)).toEqual([
      'debt.create',
      'debt.payment',
      'debt.reminder',
      'debt.reminder',
    ]);
  });

  it("speaks the language of the contact's latest invoice", async () => {
    const owner = await signUpOwner(t);
    const customer = await createContact(owner, { name: 'CV Sumber', phone: '+6281111111111' });
    await createInvoice(owner, { contact_id: customer.id, language: 'en' });
    const credit = await debtOf(t, owner, {
      kind: 'credit',
      amount: 2_500_000_00,
      contact_id: customer.id,
    });
    const reminder = data<DebtReminder>(await remind(owner, credit.id), 201);
    expect(reminder.message).toBe(
      [
        'Hello CV Sumber,',
        `This is a friendly reminder from ${credit.businessName}: Rp\u00a02.500.000 is still outstanding.`,
        `You can see the details here: ${reminder.statement_url}`,
        'Thank you.',
      ].join('\n'),
    );
    const indonesian = data<DebtReminder>(await remind(owner, credit.id, { language: 'id' }), 201);
    expect(indonesian.message).toContain('Kami dari');
  });

  it('keeps hostile names and descriptions on one line and the link one link', async () => {
    const owner = await signUpOwner(t);
    const hostile = 'Budi\r\n\u202Eevil\u2028 & Co #1?text=x';
    await t.database.query('update businesses set name = $2 where id = $1', [
      owner.businessId,
      'Toko\nA&B\t"Maju"',
    ]);
    const credit = await debtOf(t, owner, {
      kind: 'credit',
      amount: 1_000_00,
      description: 'Line one\nline two\u0007 https://evil.example/?a=1&b=2',
      contact: { name: hostile, phone: '081234567890' },
    });
    const reminder = data<DebtReminder>(await remind(owner, credit.id), 201);
    const lines = reminder.message.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('Halo Budi evil & Co #1?text=x,');
    expect(lines[1]).toContain('Kami dari Toko A&B "Maju"');
    expect(lines[1]).toContain('untuk Line one line two https://evil.example/?a=1&b=2.');
    // No control, format or separator character but the message's own line breaks.
    expect(reminder.message.replace(/\n/g, ' ')).not.toMatch(/[\p{C}\u2028\u2029]/u);
    const url = new URL(reminder.url);
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.hash).toBe('');
    expect(textOf(reminder.url)).toBe(reminder.message);
  });
});

describe('what a reminder refuses', () => {
  it('refuses a debt (the business owes the contact): reminding is for what customers owe', async () => {
    const owner = await signUpOwner(t);
    const debt = await debtOf(t, owner, {
      kind: 'debt',
      amount: 2_500_000_00,
      contact: { name: 'CV Sumber', phone: '+6281111111111' },
    });
    const answer = await remind(owner, debt.id);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'DEBT_NOT_REMINDABLE',
      message:
        'Reminders are for what a contact owes the business, not for what the business owes.',
    });
    const indonesian = await owner.request('POST', `/api/v1/debts/${debt.id}/reminders/`, {
      body: {},
      headers: { 'accept-language': 'id' },
    });
    expect(indonesian.json<{ message: string }>().message).toBe(
      'Pengingat hanya untuk piutang (yang harus dibayar kontak kepada usaha), bukan untuk hutang usaha.',
    );
    const rows = await t.database.query('select 1 from debt_reminders where debt_id = $1', [
      debt.id,
    ]);
    expect(rows).toEqual([]);
    const links = await t.database.query(
      'select 1 from contact_statement_links where business_id = $1',
      [owner.businessId],
    );
    expect(links).toEqual([]);
  });

  it('refuses a settled or void record and a contact without a phone, recording nothing', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const paid = await debtOf(t, owner, { kind: 'credit', amount: 10_000_00 });
    await payDebtOf(paid, {
      amount: 10_000_00,
      date: '2026-11-05',
      cashbook_id: book.id,
    });
    const voided = await debtOf(t, owner, { kind: 'credit', amount: 10_000_00 });
    await voidDebtOf(voided);
    for (const record of [paid, voided]) {
      const answer = await remind(owner, record.id);
      expect(answer.statusCode).toBe(422);
      expect(answer.json<{ code: string }>().code).toBe('DEBT_NOT_OPEN');
    }
    const silent = await debtOf(t, owner, {
      kind: 'credit',
      amount: 10_000_00,
      contact: { name: 'Tanpa Nomor' },
    });
    const answer = await remind(owner, silent.id);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'DEBT_NO_PHONE',
      field_codes: { phone: ['no_phone'] },
    });
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from debt_reminders where business_id = $1',
      [owner.businessId],
    );
    expect(count?.n).toBe(0);
    const links = await t.database.query(
      'select 1 from contact_statement_links where business_id = $1',
      [owner.businessId],
    );
    expect(links).toEqual([]);
  });

  it("answers 404 for another business's record and a body it cannot read with 400", async () => {
    const a = await signUpOwner(t);
    const b = await signUpOwner(t);
    const credit = await debtOf(t, a, { kind: 'credit', amount: 5_000_00 });
    const answer = await remind(b, credit.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain(credit.id);
    expect((await remind(a, credit.id, { language: 'fr' })).statusCode).toBe(400);
    expect((await remind(a, 'not-an-id')).statusCode).toBe(400);
    const rows = await t.database.query('select 1 from debt_reminders where debt_id = $1', [
      credit.id,
    ]);
    expect(rows).toEqual([]);
  });
});
