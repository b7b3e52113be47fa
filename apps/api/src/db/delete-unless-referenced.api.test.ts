/**
 * A base record learns that it is in use from the foreign keys that point at it
 * (db/delete-unless-referenced.ts): a contact, a category or a cash book is deleted when nothing
 * refers to it, and archived (or refused) when anything does, whichever module's table refers.
 */
import type { Cashbook, Category, Contact } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDebt } from '../test/debts';
import { createContact } from '../test/directory';
import { createTestApp, type TestApp, type TestClient } from '../test/harness';
import { createInvoice } from '../test/invoices';
import {
  createBook,
  createEntry,
  createTransfer,
  data,
  importStatement,
  signUpOwner,
} from '../test/ledger';
import { createRecurring } from '../test/recurring-invoices';

let t: TestApp;
beforeAll(async () => {
  // A fixed today: the schedule below starts on it.
  t = await createTestApp({ clock: { now: () => new Date('2026-11-20T03:00:00Z') } });
});
afterAll(() => t.close());

async function remove(owner: TestClient, path: string) {
  return owner.request('DELETE', `/api/v1/${path}/`);
}

async function rowCount(table: string, id: string): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(
    `select count(*)::int as n from ${table} where id = $1`,
    [id],
  );
  return row?.n ?? -1;
}

describe('deleting a record that others may point at', () => {
  it('archives a contact that only an invoice, a schedule or a debt names; deletes a free one', async () => {
    const owner = await signUpOwner(t);
    const named = async (name: string) => createContact(owner, { name, email: 'a@b.example' });
    const [onInvoice, onSchedule, onDebt, free] = await Promise.all(
      ['Invoice', 'Jadwal', 'Kasbon', 'Bebas'].map(named),
    );
    if (!onInvoice || !onSchedule || !onDebt || !free) throw new Error('contacts missing');
    await createInvoice(owner, { contact_id: onInvoice.id });
    await createRecurring(owner, { contact_id: onSchedule.id, start_date: '2026-11-20' });
    await createDebt(owner, { contact_id: onDebt.id });

    for (const contact of [onInvoice, onSchedule, onDebt]) {
      const response = await remove(owner, `contacts/${contact.id}`);
      expect(response.json(), contact.name).toMatchObject({ success: true, archived: true });
      const read = data<Contact>(await owner.request('GET', `/api/v1/contacts/${contact.id}/`));
      expect(read.archived, contact.name).toBe(true);
    }
    expect((await remove(owner, `contacts/${free.id}`)).json()).toMatchObject({ archived: false });
    expect(await rowCount('contacts', free.id)).toBe(0);
  });

  it('archives a category that a transfer fee books into, and deletes an unused one', async () => {
    const owner = await signUpOwner(t);
    const kas = await createBook(owner, { opening_balance: 500_000_00 });
    const bank = await createBook(owner, { kind: 'bank' });
    const make = async (name: string) =>
      data<Category>(
        await owner.request('POST', '/api/v1/categories/', { body: { name, kind: 'expense' } }),
        201,
      );
    const fees = await make('Biaya transfer');
    const unused = await make('Tidak dipakai');
    await createTransfer(owner, {
      from_cashbook_id: kas.id,
      to_cashbook_id: bank.id,
      amount_sent: 100_000_00,
      fee: 6_500_00,
      fee_category_id: fees.id,
    });

    expect((await remove(owner, `categories/${fees.id}`)).json()).toMatchObject({
      archived: true,
    });
    expect(await rowCount('categories', fees.id)).toBe(1);
    expect((await remove(owner, `categories/${unused.id}`)).json()).toMatchObject({
      archived: false,
    });
    expect(await rowCount('categories', unused.id)).toBe(0);
  });

  it('refuses a book with entries, and deletes one whose only import was undone with it', async () => {
    const owner = await signUpOwner(t);
    const used = await createBook(owner);
    await createEntry(owner, { cashbook_id: used.id, amount: 10_000_00 });
    const refused = await remove(owner, `cashbooks/${used.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'CASHBOOK_HAS_ENTRIES' });
    expect(data<Cashbook>(await owner.request('GET', `/api/v1/cashbooks/${used.id}/`)).id).toBe(
      used.id,
    );

    const bank = await createBook(owner, { kind: 'bank' });
    const imported = await importStatement(owner, bank.id, 'bca-klikbca.csv');
    const undone = await owner.request('POST', `/api/v1/imports/${imported.id}/undo/`);
    expect(undone.statusCode).toBe(200);
    expect((await remove(owner, `cashbooks/${bank.id}`)).statusCode).toBe(200);
    expect(await rowCount('cashbooks', bank.id)).toBe(0);
    expect(await rowCount('statement_imports', imported.id)).toBe(0);
  });
});
