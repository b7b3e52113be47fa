/**
 * The receipts on the entries that documents make (an invoice payment, a debt, a debt payment, a
 * transfer's legs): stored files go when what held them is deleted, and a transfer's edit, which
 * rebuilds its legs, keeps each leg's receipts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Attachment, EntryDetail } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDebt, createDebtPayment, openShop } from '../../../test/debts';
import { tinyJpeg, tinyPng } from '../../../test/files';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createInvoice, recordPayment } from '../../../test/invoices';
import { createBook, createTransfer, data, type Owner } from '../../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function attach(owner: Owner, entryId: string, bytes = tinyJpeg()): Promise<string> {
  const response = await owner.request(
    'POST',
    `/api/v1/entries/${entryId}/attachments/?filename=bukti.jpg`,
    { body: bytes, headers: { 'content-type': 'application/octet-stream' } },
  );
  const attachment = data<Attachment>(response, 201);
  const [row] = await t.database.query<{ storage_key: string }>(
    'select storage_key from attachments where id = $1',
    [attachment.id],
  );
  return join(t.config.dataDir, 'uploads', row?.storage_key ?? 'missing');
}

async function entryOf(table: 'invoice_payments' | 'debt_payments', id: string): Promise<string> {
  const [row] = await t.database.query<{ entry_id: string }>(
    `select entry_id from ${table} where id = $1`,
    [id],
  );
  if (!row) throw new Error(`no ${table} row ${id}`);
  return row.entry_id;
}

async function legs(transferId: string) {
  return t.database.query<{ id: string; transfer_role: string }>(
    'select id, transfer_role from entries where transfer_id = $1 order by transfer_role',
    [transferId],
  );
}

describe("the receipts of documents' entries", () => {
  it('go when an invoice payment, a debt payment or a debt is deleted', async () => {
    const { owner, book, budi } = await openShop(t);
    const invoice = await createInvoice(owner, { contact_id: budi.id });
    const invoicePayment = await recordPayment(owner, invoice.id, {
      amount: 10_000_00,
      cashbook_id: book.id,
    });
    const invoiceReceipt = await attach(
      owner,
      await entryOf('invoice_payments', invoicePayment.id),
    );

    const credit = await createDebt(owner, { contact_id: budi.id, cashbook_id: book.id });
    const debtPayment = await createDebtPayment(owner, credit.id, {
      amount: 50_000_00,
      cashbook_id: book.id,
    });
    const debtPaymentReceipt = await attach(owner, await entryOf('debt_payments', debtPayment.id));

    const lone = await createDebt(owner, { contact_id: budi.id, cashbook_id: book.id });
    const debtReceipt = await attach(owner, lone.entry_id ?? 'missing', tinyPng());

    const files = [invoiceReceipt, debtPaymentReceipt, debtReceipt];
    expect(files.map((file) => existsSync(file))).toEqual([true, true, true]);

    const removals = [
      `/api/v1/invoices/${invoice.id}/payments/${invoicePayment.id}/`,
      `/api/v1/debts/${credit.id}/payments/${debtPayment.id}/`,
      `/api/v1/debts/${lone.id}/`,
    ];
    for (const [index, url] of removals.entries()) {
      expect((await owner.request('DELETE', url)).statusCode).toBe(200);
      expect(files.map((file) => existsSync(file))).toEqual(files.map((_, n) => n > index));
    }
  });

  it("keep with a transfer's legs through an edit, and go when it is deleted", async () => {
    const { owner, book } = await openShop(t);
    const bank = await createBook(owner, { name: 'BCA' });
    const transfer = await createTransfer(owner, {
      from_cashbook_id: book.id,
      to_cashbook_id: bank.id,
      amount_sent: 200_000_00,
      fee: 6_500_00,
    });
    const before = await legs(transfer.id);
    const byRole = (role: string, rows = before) => rows.find((leg) => leg.transfer_role === role);
    const slip = await attach(owner, byRole('out')?.id ?? 'missing');
    const feeNote = await attach(owner, byRole('fee')?.id ?? 'missing', tinyPng());

    // A new amount and no fee: the legs are rebuilt; the fee's receipt joins the sent leg's.
    const edited = await owner.request('PUT', `/api/v1/transfers/${transfer.id}/`, {
      body: {
        from_cashbook_id: book.id,
        to_cashbook_id: bank.id,
        amount_sent: 250_000_00,
        fee: 0,
        date: transfer.date,
        version: transfer.version,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await legs(transfer.id);
    expect(after.map((leg) => leg.transfer_role)).toEqual(['in', 'out']);
    const sent = data<EntryDetail>(
      await owner.request('GET', `/api/v1/entries/${byRole('out', after)?.id}/`),
    );
    expect(sent.attachment_count).toBe(2);
    expect(sent.attachments.map((attachment) => attachment.content_type).sort()).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    expect([existsSync(slip), existsSync(feeNote)]).toEqual([true, true]);

    expect((await owner.request('DELETE', `/api/v1/transfers/${transfer.id}/`)).statusCode).toBe(
      200,
    );
    expect([existsSync(slip), existsSync(feeNote)]).toEqual([false, false]);
  });
});
