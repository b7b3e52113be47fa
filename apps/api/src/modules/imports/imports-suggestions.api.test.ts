/**
 * Suggested categories in the import preview and the categories a commit is sent (issue 13):
 * saved rules first, in their order, then the newest like entry of the books; the commit uses
 * only what it is sent, each category checked as the business's, usable and of the row's kind.
 */
import type { CategoryRule, Entry, ImportPreview, StatementImport } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  categoryNamed,
  createBook,
  createEntry,
  data,
  type Owner,
  signUpOwner,
} from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A statement as a bank's CSV export: date, description, signed amount. */
function statement(rows: Array<[string, string, number]>): string {
  const lines = rows.map(([date, text, amount]) => `${date},"${text}",${amount.toFixed(2)}`);
  return ['Tanggal,Keterangan,Jumlah', ...lines].join('\n');
}

const OCTOBER = statement([
  ['2026-10-02', 'KARTU DEBIT INDOMARET TK 12', -150_000],
  ['2026-10-05', 'TRSF E-BANKING DB 0510/FTSCY/WS95031 SEWA KIOS OKTOBER', -2_500_000],
  ['2026-10-09', 'TRSF E-BANKING CR 0910/FTSCY/WS95031 IBU RATNA DEWI', 250_000],
  ['2026-10-12', 'BIAYA TAK DIKENAL', -5_000],
]);

async function preview(owner: Owner, cashbookId: string, content: string) {
  const response = await owner.request('POST', '/api/v1/imports/preview/', {
    body: { cashbook_id: cashbookId, filename: 'oktober.csv', content },
  });
  return data<ImportPreview>(response);
}

function commit(owner: Owner, cashbookId: string, content: string, extra: object) {
  return owner.request('POST', '/api/v1/imports/', {
    body: { cashbook_id: cashbookId, filename: 'oktober.csv', content, ...extra },
  });
}

describe('suggested categories', () => {
  let owner: Owner;
  let bank: { id: string };
  let ids: Record<string, string>;
  let rule: CategoryRule;

  beforeAll(async () => {
    owner = await signUpOwner(t);
    const cash = await createBook(owner, { name: 'Kas' });
    bank = await createBook(owner, { name: 'BCA', kind: 'bank' });
    ids = {};
    for (const name of ['Pembelian stok', 'Sewa', 'Pengeluaran lain', 'Penjualan', 'Jasa']) {
      ids[name] = (await categoryNamed(owner, name)).id;
    }
    // The books' history: INDOMARET once under another category, the rent each month.
    const past = [
      ['INDOMARET TK 3', 'Pengeluaran lain', 'out', '2026-09-20'],
      ['Sewa kios Agustus', 'Pengeluaran lain', 'out', '2026-08-05'],
      ['Sewa kios September', 'Sewa', 'out', '2026-09-05'],
      ['Transfer dari Ibu Ratna Dewi', 'Jasa', 'in', '2026-09-09'],
    ] as const;
    for (const [description, category, direction, date] of past) {
      await createEntry(owner, {
        cashbook_id: cash.id,
        direction,
        amount: 10_000_00,
        date,
        description,
        category_id: ids[category],
      });
    }
    rule = data<CategoryRule>(
      await owner.request('POST', '/api/v1/category-rules/', {
        body: { contains: 'indomaret', direction: 'out', category_id: ids['Pembelian stok'] },
      }),
      201,
    );
  });

  it('suggests by the rule before the history, and by the newest like entry after it', async () => {
    const result = await preview(owner, bank.id, OCTOBER);
    expect(result.rows.map((row) => row.suggestion)).toEqual([
      {
        source: 'rule',
        category_id: ids['Pembelian stok'],
        rule_id: rule.id,
        contains: 'indomaret',
      },
      {
        source: 'history',
        category_id: ids.Sewa,
        entry_id: expect.any(String),
        date: '2026-09-05',
        description: 'Sewa kios September',
      },
      expect.objectContaining({ source: 'history', category_id: ids.Jasa, date: '2026-09-09' }),
      null,
    ]);
  });

  it('imports each row with the category it is sent, and the others without', async () => {
    const { rows, mapping } = await preview(owner, bank.id, OCTOBER);
    const [shop, rent, , fee] = rows;
    const response = await commit(owner, bank.id, OCTOBER, {
      mapping,
      line_categories: [
        { line: shop?.line, category_id: ids['Pembelian stok'] },
        // The user changed the suggestion of the rent row.
        { line: rent?.line, category_id: ids['Pengeluaran lain'] },
        { line: fee?.line, category_id: ids['Pengeluaran lain'] },
      ],
    });
    const created = data<StatementImport>(response, 201);
    const entries = data<Entry[]>(
      await owner.request('GET', `/api/v1/entries/?cashbook_id=${bank.id}&limit=10`),
    );
    const byText = Object.fromEntries(entries.map((entry) => [entry.description, entry]));
    expect(entries.every((entry) => entry.import_id === created.id)).toBe(true);
    expect(byText['KARTU DEBIT INDOMARET TK 12']?.category_id).toBe(ids['Pembelian stok']);
    expect(byText['TRSF E-BANKING DB 0510/FTSCY/WS95031 SEWA KIOS OKTOBER']?.category_id).toBe(
      ids['Pengeluaran lain'],
    );
    expect(byText['TRSF E-BANKING CR 0910/FTSCY/WS95031 IBU RATNA DEWI']?.category_id).toBeNull();
    expect(byText['BIAYA TAK DIKENAL']?.category_id).toBe(ids['Pengeluaran lain']);
  });
});

describe('the categories a commit is sent', () => {
  it("refuses another business's category, one of the wrong kind, and a line that is no row", async () => {
    const owner = await signUpOwner(t);
    const other = await signUpOwner(t);
    const bank = await createBook(owner, { name: 'BCA', kind: 'bank' });
    const { rows, mapping } = await preview(owner, bank.id, OCTOBER);
    const line = rows[0]?.line ?? 0;
    const foreign = (await categoryNamed(other, 'Pembelian stok')).id;
    const income = (await categoryNamed(owner, 'Penjualan')).id;

    const cases: Array<[object, number, string]> = [
      [{ line, category_id: foreign }, 404, 'NOT_FOUND'],
      [{ line, category_id: income }, 422, 'CATEGORY_KIND_MISMATCH'],
      [{ line: 999, category_id: income }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [item, status, code] of cases) {
      const response = await commit(owner, bank.id, OCTOBER, { mapping, line_categories: [item] });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
    }
    const twice = await commit(owner, bank.id, OCTOBER, {
      mapping,
      line_categories: [
        { line, category_id: income },
        { line, category_id: income },
      ],
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json()).toMatchObject({
      field_codes: { 'line_categories.1.line': ['duplicate_line'] },
    });
    // Nothing was imported by any of them.
    const entries = data<Entry[]>(
      await owner.request('GET', `/api/v1/entries/?cashbook_id=${bank.id}`),
    );
    expect(entries).toEqual([]);
  });
});

describe('a big statement', () => {
  it('previews 5,000 rows against 3,000 categorised entries and 100 rules', async () => {
    const owner = await signUpOwner(t);
    const cash = await createBook(owner, { name: 'Kas' });
    const bank = await createBook(owner, { name: 'BCA', kind: 'bank' });
    const stock = await categoryNamed(owner, 'Pembelian stok');
    // Three thousand entries from 300 suppliers, written at once (the API would take minutes).
    await t.database.query(
      `insert into entries (id, business_id, cashbook_id, direction, amount, date, category_id, description)
       select gen_random_uuid(), $1, $2, 'out', 1000, date '2026-01-01' + (g % 250), $3,
              'BELANJA PEMASOK ' || chr(65 + g % 10) || chr(65 + (g / 10) % 10) || chr(65 + (g / 100) % 3) || ' NO ' || g
       from generate_series(0, 2999) g`,
      [owner.businessId, cash.id, stock.id],
    );
    for (let n = 0; n < 100; n++) {
      const response = await owner.request('POST', '/api/v1/category-rules/', {
        body: {
          contains: `AGEN NOMOR ${String.fromCharCode(65 + (n % 26))}${n}`,
          category_id: stock.id,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const letters = (g: number) =>
      String.fromCharCode(
        65 + (g % 10),
        65 + (Math.floor(g / 10) % 10),
        65 + (Math.floor(g / 100) % 3),
      );
    const rows: Array<[string, string, number]> = Array.from({ length: 5_000 }, (_, g) => [
      `2026-10-${String(1 + (g % 28)).padStart(2, '0')}`,
      g % 2 === 0 ? `TRSF DB BELANJA PEMASOK ${letters(g % 300)} ${g}` : `TOKO BARU ${g} UNIK`,
      -(1_000 + g),
    ]);
    console.time('preview');
    const result = await preview(owner, bank.id, statement(rows));
    console.timeEnd('preview');
    expect(result.rows).toHaveLength(5_000);
    const sources = result.rows.map((row) => row.suggestion?.source ?? 'none');
    expect(sources.filter((source) => source === 'history')).toHaveLength(2_500);
    expect(sources.filter((source) => source === 'none')).toHaveLength(2_500);
  }, 120_000);
});
