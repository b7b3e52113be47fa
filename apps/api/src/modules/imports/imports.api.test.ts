import type { ImportPreview, StatementImport } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bookOf, createBook, data, type Owner, signUpOwner } from '../../test/ledger';
import { bankStatement } from '../../test/samples';
import { findViolations } from '../ledger/invariants';

const statement = bankStatement;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function preview(owner: Owner, cashbookId: string, file: string) {
  const response = await owner.request('POST', '/api/v1/imports/preview/', {
    body: { cashbook_id: cashbookId, filename: file, content: statement(file) },
  });
  return data<ImportPreview>(response);
}

async function commit(owner: Owner, cashbookId: string, file: string, key?: string) {
  const { mapping } = await preview(owner, cashbookId, file);
  return owner.request('POST', '/api/v1/imports/', {
    body: { cashbook_id: cashbookId, filename: file, content: statement(file), mapping },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

describe('bank-statement import', () => {
  it('imports both sample statements to the sen, flags re-imports and undoes an import', async () => {
    const owner = await signUpOwner(t);
    const bank = await createBook(owner, {
      name: 'BCA',
      kind: 'bank',
      opening_balance: 12_450_000_00,
    });

    const bca = await preview(owner, bank.id, 'bca-klikbca.csv');
    expect(bca).toMatchObject({
      currency: 'IDR',
      opening_balance: 12_450_000_00,
      closing_balance: 9_724_180_62,
      balance_verified: true,
      issues: [],
      totals: { count: 12, duplicates: 0, in: 5_278_163_27, out: 8_003_982_65 },
    });
    const first = data<StatementImport>(await commit(owner, bank.id, 'bca-klikbca.csv'), 201);
    expect(first).toMatchObject({ row_count: 12, skipped: 0 });
    expect((await bookOf(owner, bank.id)).balance).toBe(9_724_180_62);

    const again = await preview(owner, bank.id, 'bca-klikbca.csv');
    expect(again.totals).toMatchObject({ count: 0, duplicates: 12 });
    expect(again.rows.every((row) => row.duplicate)).toBe(true);
    const refused = await commit(owner, bank.id, 'bca-klikbca.csv');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'IMPORT_NOTHING_NEW' });

    const mandiri = data<StatementImport>(await commit(owner, bank.id, 'mandiri-livin.csv'), 201);
    expect(mandiri.row_count).toBe(8);
    expect((await bookOf(owner, bank.id)).balance).toBe(14_506_113_50);

    const undone = await owner.request('POST', `/api/v1/imports/${mandiri.id}/undo/`);
    expect(data<StatementImport>(undone).undone_at).not.toBeNull();
    expect((await bookOf(owner, bank.id)).balance).toBe(9_724_180_62);
    const twice = await owner.request('POST', `/api/v1/imports/${mandiri.id}/undo/`);
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ code: 'IMPORT_ALREADY_UNDONE' });
    // After an undo the same statement is new again.
    expect((await preview(owner, bank.id, 'mandiri-livin.csv')).totals.duplicates).toBe(0);

    const list = data<StatementImport[]>(await owner.request('GET', '/api/v1/imports/'));
    expect(list.map((item) => item.id)).toEqual([mandiri.id, first.id]);
    const entries = await owner.request(
      'GET',
      `/api/v1/entries/?cashbook_id=${bank.id}&source=import`,
    );
    expect(entries.json().data).toHaveLength(12);
    expect(await findViolations(t.database)).toEqual([]);
  });

  it('applies a retried commit once (Idempotency-Key)', async () => {
    const owner = await signUpOwner(t);
    const bank = await createBook(owner, { kind: 'bank' });
    const one = await commit(owner, bank.id, 'mandiri-livin.csv', 'import-key-1');
    const two = await commit(owner, bank.id, 'mandiri-livin.csv', 'import-key-1');
    expect(one.statusCode).toBe(201);
    expect(two.statusCode).toBe(201);
    expect(two.headers['idempotent-replayed']).toBe('true');
    expect(two.json().data.id).toBe(one.json().data.id);
    const list = data<StatementImport[]>(await owner.request('GET', '/api/v1/imports/'));
    expect(list).toHaveLength(1);
  });

  it('refuses a mapping that leaves lines unread, and another business gets 404', async () => {
    const owner = await signUpOwner(t);
    const bank = await createBook(owner, { kind: 'bank' });
    const { mapping } = await preview(owner, bank.id, 'mandiri-livin.csv');
    if (!mapping) throw new Error('no mapping');
    const wrong = await owner.request('POST', '/api/v1/imports/', {
      body: {
        cashbook_id: bank.id,
        filename: 'x.csv',
        content: statement('mandiri-livin.csv'),
        mapping: { ...mapping, number_format: 'en' },
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'IMPORT_UNREAD_LINES' });
    const other = await signUpOwner(t);
    const stranger = await other.request('POST', '/api/v1/imports/preview/', {
      body: { cashbook_id: bank.id, filename: 'x.csv', content: statement('mandiri-livin.csv') },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await bookOf(owner, bank.id)).balance).toBe(0);
  });
});
