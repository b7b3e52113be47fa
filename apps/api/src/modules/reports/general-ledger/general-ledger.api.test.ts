/**
 * The general ledger on hand-made books: the journal export's account names, each account's
 * opening and closing equal to hledger's balance of the journal on those days, running balances
 * that add up, a refund lowering its expense; the JSON's cap per account with the downloads
 * giving every movement; a cash book filter and another business's book.
 */
import { type GeneralLedger, type LedgerAccount, toDecimalString } from '@usaha/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createBook, signUpOwner } from '../../../test/ledger';
import { pdfText } from '../../../test/report-downloads';
import {
  hledgerBalancesOf,
  makeTestBooks,
  PERIOD,
  reportOf,
  type TestBooks,
} from '../ledger-reports-test-books';

let t: TestApp;
let books: TestBooks;
beforeAll(async () => {
  t = await createTestApp();
  books = await makeTestBooks(t);
});
afterAll(() => t.close());

const find = (ledger: GeneralLedger, account: string, currency = 'IDR') => {
  const found = ledger.accounts.find(
    (item) => item.account === account && item.currency === currency,
  );
  if (!found) throw new Error(`no account ${account} ${currency}`);
  return found;
};

function expectRunningBalances(account: LedgerAccount) {
  let balance = account.opening;
  for (const movement of account.movements) {
    balance += movement.debit - movement.credit;
    expect(movement.balance, account.account).toBe(balance);
  }
}

describe('general ledger', () => {
  it('opens and closes every account as hledger balances the journal, running balances adding up', async () => {
    const ledger = await reportOf<GeneralLedger>(books.owner, 'general-ledger', PERIOD);
    const [atStart, atEnd] = await Promise.all([
      hledgerBalancesOf(books.owner, '2026-10-01'),
      hledgerBalancesOf(books.owner, '2026-12-01'),
    ]);
    expect(ledger.accounts.map((item) => `${item.account}|${item.currency}`).sort()).toEqual(
      [...atEnd.keys()].sort(),
    );
    for (const account of ledger.accounts) {
      const key = `${account.account}|${account.currency}`;
      expect(toDecimalString(account.opening, account.currency), key).toBe(
        atStart.get(key) ?? toDecimalString(0, account.currency),
      );
      expect(toDecimalString(account.closing, account.currency), key).toBe(atEnd.get(key));
      expect(account.truncated).toBe(false);
      expect(account.movements).toHaveLength(account.movement_count);
      expectRunningBalances(account);
      expect(account.movements.at(-1)?.balance ?? account.opening).toBe(account.closing);
      const debit = account.movements.reduce((sum, movement) => sum + movement.debit, 0);
      expect(debit, key).toBe(account.debit);
    }
  });

  it('names and posts each entry as the journal does', async () => {
    const ledger = await reportOf<GeneralLedger>(books.owner, 'general-ledger', PERIOD);
    const kas = find(ledger, 'Assets:Cash:Kas Toko');
    expect(kas).toMatchObject({ kind: 'book', cashbook_id: books.kas.id, opening: 1_040_000_00 });
    expect(kas.movements[0]).toMatchObject({
      date: '2026-10-05',
      reference: 'NT-1',
      debit: 250_000_00,
    });
    const power = find(ledger, 'Expenses:Listrik & air');
    expect(power.movements.map((item) => [item.date, item.debit, item.credit])).toEqual([
      ['2026-10-10', 75_000_00, 0],
      ['2026-11-03', 0, 10_000_00],
    ]);
    expect(power.closing).toBe(65_000_00);
    expect(find(ledger, 'Expenses:Biaya bank').closing).toBe(6_500_00);
    // The invoice's Rp 300.000 payment: its sales and the PPN in it (Rp 110.000 of Rp 1.110.000,
    // to the sen), which is owed to the state.
    expect(find(ledger, 'Income:Penjualan').closing).toBe(-(290_000_00 + 270_270_27));
    expect(find(ledger, 'Liabilities:PPN')).toMatchObject({
      kind: 'payables',
      closing: -29_729_73,
      movement_count: 1,
    });
    expect(find(ledger, 'Assets:Receivables')).toMatchObject({
      kind: 'receivables',
      closing: 150_000_00,
    });
    expect(find(ledger, 'Liabilities:Payables')).toMatchObject({
      kind: 'payables',
      closing: -750_000_00,
    });
    // The dollar book opens on its first entry's day, inside the period.
    const payoneer = find(ledger, 'Assets:E-wallet:Payoneer', 'USD');
    expect(payoneer.opening).toBe(0);
    expect(payoneer.movements[0]).toMatchObject({
      date: '2026-11-05',
      entry_id: null,
      debit: 100_00,
    });
    expect(payoneer.closing).toBe(147_50);
  });

  it('reads one cash book, and refuses another business’s', async () => {
    const ledger = await reportOf<GeneralLedger>(
      books.owner,
      'general-ledger',
      `${PERIOD}&cashbook_id=${books.usd.id}`,
    );
    expect(ledger.accounts.map((item) => item.account)).toEqual([
      'Assets:E-wallet:Payoneer',
      'Equity:Opening Balances',
      'Expenses:Uncategorised',
      'Income:Jasa',
    ]);
    const other = await signUpOwner(t);
    const theirs = await createBook(other, { name: 'Kas Lain' });
    const response = await books.owner.request(
      'GET',
      `/api/v1/reports/general-ledger/?${PERIOD}&cashbook_id=${theirs.id}`,
    );
    expect(response.statusCode).toBe(404);
  });

  it('shows 500 movements of an account in JSON and every one in the downloads', async () => {
    const owner = await signUpOwner(t, 'en');
    const book = await createBook(owner, { name: 'Laci', opening_balance: 0 });
    await t.database.query(
      `insert into entries (id, business_id, cashbook_id, direction, amount, date, description)
       select gen_random_uuid(), $1, $2, 'in', 1000 + n, date '2026-11-01' + (n % 20), 'Jual ' || n
       from generate_series(1, 503) as n`,
      [owner.businessId, book.id],
    );
    const ledger = await reportOf<GeneralLedger>(owner, 'general-ledger', PERIOD);
    const drawer = find(ledger, 'Assets:Cash:Laci');
    expect(drawer).toMatchObject({ movement_count: 503, truncated: true });
    expect(drawer.movements).toHaveLength(500);
    expectRunningBalances(drawer);
    expect(drawer.debit).toBe(503 * 1000 + (503 * 504) / 2);
    expect(drawer.closing).toBe(drawer.debit);
    const get = (query: string) =>
      owner.request('GET', `/api/v1/reports/general-ledger/?${PERIOD}&${query}`);
    const csv = await get('format=csv');
    expect(csv.headers['content-disposition']).toMatch(
      /filename="general-ledger-toko-\d+-2026-10-01-2026-11-30\.csv"/,
    );
    const lines = csv.body.trim().split(/\r?\n/);
    // Header, then per account an opening row, 503 movements and a closing row.
    expect(lines).toHaveLength(1 + 2 * (1 + 503 + 1));
    const xlsx = await get('format=xlsx&language=id');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Akun');
    expect(sheet?.actualRowCount).toBe(lines.length);
    const pdf = await get('format=pdf&language=en');
    const text = await pdfText(pdf);
    expect(text).toContain('General ledger');
    expect(text).toContain('3 more movements are in the CSV/XLSX download');
    const pdfId = await get('format=pdf&language=id');
    expect(await pdfText(pdfId)).toContain('Buku besar');
  });
});
