/**
 * Undoing an import never removes hand work unasked: the preview names the entries changed or
 * given a receipt since the import, and the undo removes them only with `remove_edited: true`.
 */
import type { EntryListItem, ImportUndoPreview, StatementImport } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyJpeg } from '../../test/files';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  bookOf,
  createBook,
  data,
  importStatement,
  type Owner,
  signUpOwner,
} from '../../test/ledger';
import { findViolations } from '../ledger/invariants';

const OPENING = 12_450_000_00;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function entriesOf(owner: Owner, cashbookId: string) {
  const response = await owner.request('GET', `/api/v1/entries/?cashbook_id=${cashbookId}`);
  return data<EntryListItem[]>(response);
}

async function undoPreview(owner: Owner, importId: string) {
  return data<ImportUndoPreview>(
    await owner.request('GET', `/api/v1/imports/${importId}/undo-preview/`),
  );
}

function edit(owner: Owner, entry: EntryListItem, description: string) {
  return owner.request('PUT', `/api/v1/entries/${entry.id}/`, {
    body: { version: entry.version, description },
  });
}

async function attachReceipt(owner: Owner, entry: EntryListItem) {
  const response = await owner.request(
    'POST',
    `/api/v1/entries/${entry.id}/attachments/?filename=struk.jpg`,
    { body: tinyJpeg(), headers: { 'content-type': 'image/jpeg' } },
  );
  return data<{ id: string }>(response, 201);
}

describe('undo of a bank-statement import', () => {
  it('names the entries changed by hand, and removes them only when the undo confirms it', async () => {
    const owner = await signUpOwner(t);
    const bank = await createBook(owner, { name: 'BCA', kind: 'bank', opening_balance: OPENING });
    const imported = await importStatement(owner, bank.id, 'bca-klikbca.csv');
    const entries = await entriesOf(owner, bank.id);
    expect(entries).toHaveLength(12);
    const [edited, withReceipt] = entries;
    if (!edited || !withReceipt) throw new Error('no entries');
    expect(data<EntryListItem>(await edit(owner, edited, 'Sewa ruko Oktober')).description).toBe(
      'Sewa ruko Oktober',
    );
    const receipt = await attachReceipt(owner, withReceipt);
    const closing = (await bookOf(owner, bank.id)).balance;
    expect(closing).toBe(9_724_180_62);

    const preview = await undoPreview(owner, imported.id);
    expect(preview).toMatchObject({ entry_count: 12, edited_count: 2, currency: 'IDR' });
    expect(preview.edited).toHaveLength(2);
    expect(preview.edited).toEqual(
      expect.arrayContaining([
        {
          id: edited.id,
          date: edited.date,
          description: 'Sewa ruko Oktober',
          amount: edited.amount,
          direction: edited.direction,
          reasons: ['edited'],
        },
        {
          id: withReceipt.id,
          date: withReceipt.date,
          description: withReceipt.description,
          amount: withReceipt.amount,
          direction: withReceipt.direction,
          reasons: ['attachments'],
        },
      ]),
    );

    // Without the confirmation (no body, or `false`) nothing changes.
    for (const body of [undefined, {}, { remove_edited: false }]) {
      const refused = await owner.request('POST', `/api/v1/imports/${imported.id}/undo/`, {
        body,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ success: false, code: 'IMPORT_HAS_EDITED_ENTRIES' });
    }
    expect(await entriesOf(owner, bank.id)).toHaveLength(12);
    expect((await bookOf(owner, bank.id)).balance).toBe(closing);
    const [listed] = data<StatementImport[]>(await owner.request('GET', '/api/v1/imports/'));
    expect(listed?.undone_at).toBeNull();
    const file = await owner.request('GET', `/api/v1/attachments/${receipt.id}/`);
    expect(file.statusCode).toBe(200);

    const undone = await owner.request('POST', `/api/v1/imports/${imported.id}/undo/`, {
      body: { remove_edited: true },
    });
    expect(data<StatementImport>(undone).undone_at).not.toBeNull();
    expect(await entriesOf(owner, bank.id)).toEqual([]);
    expect((await bookOf(owner, bank.id)).balance).toBe(OPENING);
    const gone = await owner.request('GET', `/api/v1/attachments/${receipt.id}/`);
    expect(gone.statusCode).toBe(404);
    expect(await findViolations(t.database)).toEqual([]);
  });

  it('catches an entry edited after the preview, and an import nobody touched undoes as before', async () => {
    const owner = await signUpOwner(t);
    const bank = await createBook(owner, { kind: 'bank', opening_balance: OPENING });
    const imported = await importStatement(owner, bank.id, 'mandiri-livin.csv');
    expect(await undoPreview(owner, imported.id)).toEqual({
      entry_count: 8,
      edited_count: 0,
      edited: [],
      currency: 'IDR',
    });

    const [entry] = await entriesOf(owner, bank.id);
    if (!entry) throw new Error('no entries');
    expect((await edit(owner, entry, 'Bayar supplier')).statusCode).toBe(200);
    const balance = (await bookOf(owner, bank.id)).balance;
    const refused = await owner.request('POST', `/api/v1/imports/${imported.id}/undo/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'IMPORT_HAS_EDITED_ENTRIES' });
    expect(await entriesOf(owner, bank.id)).toHaveLength(8);
    expect((await bookOf(owner, bank.id)).balance).toBe(balance);
    expect((await undoPreview(owner, imported.id)).edited.map((item) => item.id)).toEqual([
      entry.id,
    ]);

    // Another import of the same book, untouched, undoes with an empty body.
    const other = await importStatement(owner, bank.id, 'bca-klikbca.csv');
    const undone = await owner.request('POST', `/api/v1/imports/${other.id}/undo/`);
    expect(data<StatementImport>(undone).undone_at).not.toBeNull();
    expect(await entriesOf(owner, bank.id)).toHaveLength(8);
    const again = await owner.request('GET', `/api/v1/imports/${other.id}/undo-preview/`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'IMPORT_ALREADY_UNDONE' });

    const stranger = await signUpOwner(t);
    const hidden = await stranger.request('GET', `/api/v1/imports/${imported.id}/undo-preview/`);
    expect(hidden.statusCode).toBe(404);
    expect(await findViolations(t.database)).toEqual([]);
  });

  it('removes an entry moved into another book from there, and not from an archived one', async () => {
    const owner = await signUpOwner(t);
    const bank = await createBook(owner, { kind: 'bank', opening_balance: OPENING });
    const cash = await createBook(owner, { name: 'Kas Laci' });
    const imported = await importStatement(owner, bank.id, 'mandiri-livin.csv');
    const [entry] = await entriesOf(owner, bank.id);
    if (!entry) throw new Error('no entries');
    const moved = await owner.request('PUT', `/api/v1/entries/${entry.id}/`, {
      body: { version: entry.version, cashbook_id: cash.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const archive = await owner.request('PUT', `/api/v1/cashbooks/${cash.id}/`, {
      body: { version: 1, archived: true },
    });
    expect(archive.statusCode, archive.body).toBe(200);
    const cashBalance = (await bookOf(owner, cash.id)).balance;

    const refused = await owner.request('POST', `/api/v1/imports/${imported.id}/undo/`, {
      body: { remove_edited: true },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'CASHBOOK_ARCHIVED' });
    expect((await bookOf(owner, cash.id)).balance).toBe(cashBalance);
    expect(await entriesOf(owner, bank.id)).toHaveLength(7);

    const reopen = await owner.request('PUT', `/api/v1/cashbooks/${cash.id}/`, {
      body: { version: 2, archived: false },
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    const undone = await owner.request('POST', `/api/v1/imports/${imported.id}/undo/`, {
      body: { remove_edited: true },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await entriesOf(owner, cash.id)).toHaveLength(0);
    expect((await bookOf(owner, bank.id)).balance).toBe(OPENING);
    expect(await findViolations(t.database)).toEqual([]);
  });
});
