import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Cashbook, toDecimalString } from '@usaha/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  bookOf,
  categoryNamed,
  createBook,
  createEntry,
  createTransfer,
  type Owner,
  signUpOwner,
} from '../../test/ledger';
import { hledger, hledgerBalances } from './export-test-helpers';

let t: TestApp;
let owner: Owner;
let kas: Cashbook;
let bank: Cashbook;
let usd: Cashbook;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t);
  kas = await createBook(owner, { name: 'Kas: Toko; Utama', opening_balance: 250_000_00 });
  bank = await createBook(owner, { name: 'BCA', kind: 'bank', opening_balance: 5_000_000_00 });
  usd = await createBook(owner, { name: 'Payoneer', kind: 'ewallet', currency: 'USD' });
  const sales = await categoryNamed(owner, 'Penjualan');
  const rent = await categoryNamed(owner, 'Sewa');
  const fees = await categoryNamed(owner, 'Biaya bank');
  await createEntry(owner, {
    cashbook_id: kas.id,
    amount: 125_500_50,
    category_id: sales.id,
    date: '2026-11-02',
    description: '=HYPERLINK("http://x")',
  });
  await createEntry(owner, {
    cashbook_id: kas.id,
    direction: 'out',
    amount: 1_500_000_00,
    category_id: rent.id,
    date: '2026-11-03',
    description: 'Sewa; kios',
  });
  await createEntry(owner, {
    cashbook_id: bank.id,
    amount: 8_163_27,
    date: '2026-11-30',
    description: 'BUNGA',
  });
  await createTransfer(owner, {
    from_cashbook_id: bank.id,
    to_cashbook_id: kas.id,
    amount_sent: 1_000_000_00,
    fee: 6_500_00,
    fee_category_id: fees.id,
    date: '2026-11-04',
  });
  await createTransfer(owner, {
    from_cashbook_id: bank.id,
    to_cashbook_id: usd.id,
    amount_sent: 1_620_000_00,
    amount_received: 100_00,
    date: '2026-11-05',
  });
});
afterAll(() => t.close());

async function download(url: string) {
  const response = await owner.request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('entries export', () => {
  it('writes CSV for a filter with formula cells neutralised and amounts as numbers', async () => {
    const sales = await categoryNamed(owner, 'Penjualan');
    const response = await download(`/api/v1/exports/entries/?format=csv&category_id=${sales.id}`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="transaksi-toko-\d+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Tanggal;Buku kas;Mata uang;Uang masuk;Uang keluar;Kategori;Keterangan;Referensi;Sumber;Dicatat oleh;ID',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('2026-11-02');
    // Indonesian Excel's convention: `;` between fields, `,` as the decimal mark.
    expect(lines[1]).toContain(';125500,50;');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain(';Penjualan;');
    // In English, `,` and `.`, and the seeded category in English words.
    const english = await download(
      `/api/v1/exports/entries/?format=csv&language=en&category_id=${sales.id}`,
    );
    expect(english.headers['content-disposition']).toMatch(/filename="transactions-toko-\d+-/);
    const [, row] = english.body.trim().split('\r\n');
    expect(row).toContain(',125500.50,');
    expect(row).toContain(',Sales,');
  });

  it('writes XLSX that reads back with numbers as numbers', async () => {
    const response = await download('/api/v1/exports/entries/?format=xlsx&language=en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).getCell(1).value).toBe('Date');
    // 2 entries in Kas, 1 in BCA, transfer legs 3 + 2: newest first.
    expect(sheet.actualRowCount).toBe(1 + 8);
    const values = [];
    for (let row = 2; row <= sheet.actualRowCount; row += 1) {
      values.push({
        in: sheet.getRow(row).getCell(4).value,
        out: sheet.getRow(row).getCell(5).value,
        description: sheet.getRow(row).getCell(7).value,
      });
    }
    expect(values).toContainEqual(
      expect.objectContaining({ in: 125500.5, description: `'=HYPERLINK("http://x")` }),
    );
    expect(values).toContainEqual(expect.objectContaining({ out: 1500000 }));
    for (const value of values) expect(typeof (value.in ?? value.out)).toBe('number');
  });
});

describe('journal export', () => {
  it('is read by hledger, whose balance per cash book equals ours', async () => {
    const response = await download('/api/v1/exports/journal/');
    const dir = await mkdtemp(join(tmpdir(), 'usaha-journal-'));
    try {
      const file = join(dir, 'books.journal');
      await writeFile(file, response.body);
      await hledger('-f', file, 'check', '--strict', 'ordereddates');
      const balances = await hledgerBalances(file, '^Assets');
      expect(balances).toHaveLength(3);
      for (const book of [kas, bank, usd]) {
        const ours = await bookOf(owner, book.id);
        const row = balances.find(([account]) =>
          account?.endsWith(book.name.replace(':', ' -').replace(';', ',')),
        );
        expect(row, book.name).toBeDefined();
        expect(row?.[1]).toBe(ours.currency);
        expect(row?.[2]).toBe(toDecimalString(ours.balance, ours.currency));
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gives another business none of these entries', async () => {
    const other = await signUpOwner(t);
    const theirs = await other.request('GET', '/api/v1/exports/entries/?format=csv');
    expect(
      theirs.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});
