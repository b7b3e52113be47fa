import type { Entry, EntryListItem, EntryTotals } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  createBook,
  createEntry,
  createTransfer,
  data,
  type Owner,
  signUpOwner,
} from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { data: EntryListItem[]; meta: { totals: EntryTotals[] | null } };

async function entryCount(owner: Owner): Promise<number> {
  const [row] = await t.database.query<{ count: number }>(
    'select count(*)::int as count from entries where business_id = $1',
    [owner.businessId],
  );
  return row?.count ?? -1;
}

describe('entries with a contact', () => {
  it("links entries to a contact, filters Transaksi by it and totals that contact's entries", async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const budi = await createContact(owner, { name: 'Budi' });
    const ani = await createContact(owner, { name: 'Ani' });
    const sale = await createEntry(owner, {
      cashbook_id: book.id,
      amount: 150_000_00,
      contact_id: budi.id,
    });
    expect(sale.contact_id).toBe(budi.id);
    await createEntry(owner, {
      cashbook_id: book.id,
      direction: 'out',
      amount: 20_000_00,
      contact_id: budi.id,
      date: '2026-11-03',
    });
    await createEntry(owner, { cashbook_id: book.id, amount: 99_00, contact_id: ani.id });
    await createEntry(owner, { cashbook_id: book.id, amount: 7_00 });

    const response = await owner.request('GET', `/api/v1/entries/?contact_id=${budi.id}`);
    const page = response.json<Page>();
    expect(response.statusCode).toBe(200);
    expect(page.data).toHaveLength(2);
    expect(page.data.every((entry) => entry.contact_id === budi.id)).toBe(true);
    expect(page.meta.totals).toEqual([
      {
        currency: 'IDR',
        in: 150_000_00,
        out: 20_000_00,
        transfer_in: 0,
        transfer_out: 0,
        count: 2,
      },
    ]);
    // A contact narrows the book's entries: their running balances would skip the others.
    const oneBook = await owner.request(
      'GET',
      `/api/v1/entries/?cashbook_id=${book.id}&contact_id=${budi.id}`,
    );
    expect(oneBook.json<Page>().data.map((entry) => entry.running_balance)).toEqual([null, null]);
    const read = data<Entry>(await owner.request('GET', `/api/v1/entries/${sale.id}/`));
    expect(read.contact_id).toBe(budi.id);
  });

  it('moves an entry to another contact and clears it, with the change in the log', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const budi = await createContact(owner, { name: 'Budi' });
    const ani = await createContact(owner, { name: 'Ani' });
    const entry = await createEntry(owner, { cashbook_id: book.id, amount: 1_00 });
    const put = (body: Record<string, unknown>) =>
      owner.request('PUT', `/api/v1/entries/${entry.id}/`, { body });
    expect(data<Entry>(await put({ version: 1, contact_id: budi.id })).contact_id).toBe(budi.id);
    expect(data<Entry>(await put({ version: 2, contact_id: ani.id })).contact_id).toBe(ani.id);
    expect(data<Entry>(await put({ version: 3, amount: 2_00 })).contact_id).toBe(ani.id);
    expect(data<Entry>(await put({ version: 4, contact_id: null })).contact_id).toBeNull();
    const [log] = await t.database.query<{ before: Entry; after: Entry }>(
      `select before, after from activities where entity_id = $1 and action = 'entry.update'
       order by created_at, id limit 1`,
      [entry.id],
    );
    expect(log?.before.contact_id).toBeNull();
    expect(log?.after.contact_id).toBe(budi.id);
  });

  it("refuses another business's contact with 404 and saves nothing", async () => {
    const owner = await signUpOwner(t);
    const stranger = await signUpOwner(t);
    const book = await createBook(owner);
    const theirs = await createContact(stranger, { name: 'Orang Lain' });
    const created = await owner.request('POST', '/api/v1/entries/', {
      body: {
        cashbook_id: book.id,
        direction: 'in',
        amount: 1_00,
        date: '2026-11-02',
        contact_id: theirs.id,
      },
    });
    expect(created.statusCode).toBe(404);
    expect(created.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Contact not found' });
    expect(await entryCount(owner)).toBe(0);
    const entry = await createEntry(owner, { cashbook_id: book.id, amount: 1_00 });
    const updated = await owner.request('PUT', `/api/v1/entries/${entry.id}/`, {
      body: { version: 1, contact_id: theirs.id },
    });
    expect(updated.statusCode).toBe(404);
    const read = data<Entry>(await owner.request('GET', `/api/v1/entries/${entry.id}/`));
    expect(read).toMatchObject({ contact_id: null, version: 1 });
    const filtered = await owner.request('GET', `/api/v1/entries/?contact_id=${theirs.id}`);
    expect(filtered.json<Page>().data).toEqual([]);
  });

  it('refuses to link an archived contact (422) but keeps one already linked', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const citra = await createContact(owner, { name: 'Citra' });
    const linked = await createEntry(owner, {
      cashbook_id: book.id,
      amount: 5_00,
      contact_id: citra.id,
    });
    const loose = await createEntry(owner, { cashbook_id: book.id, amount: 6_00 });
    const archived = await owner.request('DELETE', `/api/v1/contacts/${citra.id}/`);
    expect(archived.json()).toMatchObject({ archived: true });

    const created = await owner.request('POST', '/api/v1/entries/', {
      body: {
        cashbook_id: book.id,
        direction: 'in',
        amount: 1_00,
        date: '2026-11-02',
        contact_id: citra.id,
      },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({
      code: 'CONTACT_ARCHIVED',
      errors: { contact_id: [expect.any(String)] },
    });
    const relinked = await owner.request('PUT', `/api/v1/entries/${loose.id}/`, {
      body: { version: 1, contact_id: citra.id },
    });
    expect(relinked.statusCode).toBe(422);
    expect(relinked.json()).toMatchObject({ code: 'CONTACT_ARCHIVED' });
    expect(await entryCount(owner)).toBe(2);

    const kept = data<Entry>(
      await owner.request('PUT', `/api/v1/entries/${linked.id}/`, {
        body: { version: 1, description: 'Lunas', contact_id: citra.id },
      }),
    );
    expect(kept).toMatchObject({ contact_id: citra.id, description: 'Lunas', version: 2 });
  });

  it('gives transfer legs no contact and lets no one add one', async () => {
    const owner = await signUpOwner(t);
    const from = await createBook(owner, { name: 'Kas', opening_balance: 10_000_00 });
    const to = await createBook(owner, { name: 'Bank', kind: 'bank' });
    const contact = await createContact(owner, { name: 'Dodi' });
    const transfer = await createTransfer(owner, {
      from_cashbook_id: from.id,
      to_cashbook_id: to.id,
      amount_sent: 1_000_00,
      fee: 2_500,
    });
    const legs = await t.database.query<{ id: string; contact_id: string | null }>(
      'select id, contact_id from entries where transfer_id = $1',
      [transfer.id],
    );
    expect(legs).toHaveLength(3);
    expect(legs.every((leg) => leg.contact_id === null)).toBe(true);
    const leg = legs[0];
    const refused = await owner.request('PUT', `/api/v1/entries/${leg?.id}/`, {
      body: { version: 1, contact_id: contact.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'ENTRY_IS_TRANSFER_LEG' });
  });
});
