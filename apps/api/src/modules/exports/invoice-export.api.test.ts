import type { Contact, Invoice } from '@usaha/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice, recordPayment } from '../../test/invoices';
import { createBook, data, type Owner, signUpOwner } from '../../test/ledger';

let t: TestApp;
let owner: Owner;
let trap: Contact;
let shop: Contact;
let late: Invoice;
let draft: Invoice;
let voided: Invoice;
// 2026-11-20 in Jakarta: the invoice issued on 2 November is due on the 16th and overdue.
const clock = { now: () => new Date('2026-11-20T03:00:00Z') };
const HYPERLINK = '=HYPERLINK("http://x","klik")';

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signUpOwner(t);
  trap = await createContact(owner, { name: HYPERLINK });
  shop = await createContact(owner, { name: 'Toko Biasa' });
  late = await createInvoice(owner, { contact_id: trap.id, issue_date: '2026-11-02' });
  data(await owner.request('POST', `/api/v1/invoices/${late.id}/send/`, { body: {} }));
  const book = await createBook(owner);
  await recordPayment(owner, late.id, { amount: 100_000_00, cashbook_id: book.id });
  draft = await createInvoice(owner, {
    contact_id: shop.id,
    issue_date: '2026-11-05',
    discount: { type: 'amount', value: 50_000_00 },
  });
  voided = await createInvoice(owner, { contact_id: shop.id, issue_date: '2026-11-10' });
  data(await owner.request('POST', `/api/v1/invoices/${voided.id}/void/`));
});
afterAll(() => t.close());

async function download(url: string) {
  const response = await owner.request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('invoices export', () => {
  it('writes CSV for a filter in Indonesian, a formula in a customer name neutralised', async () => {
    const response = await download('/api/v1/exports/invoices/?format=csv&status=sent');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="faktur-toko-\d+-2026-11-20\.csv"$/,
    );
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(
      'Nomor;Status;Status bayar;Pelanggan;Tanggal faktur;Jatuh tempo;Mata uang;Subtotal;' +
        'Diskon;Pajak;Total;Dibayar;Sisa tagihan;Terlambat',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `${late.number};Terkirim;Dibayar sebagian;"'=HYPERLINK(""http://x"",""klik"")";` +
        '2026-11-02;2026-11-16;IDR;1000000,00;0,00;110000,00;1110000,00;100000,00;1010000,00;Ya',
    );
  });

  it("takes the list's other filters: one customer's invoices, newest first", async () => {
    const response = await download(`/api/v1/exports/invoices/?contact_id=${shop.id}`);
    const numbers = csvLines(response.body)
      .slice(1)
      .map((line) => line.split(';')[0]);
    expect(numbers).toEqual([voided.number, draft.number]);
  });

  it('writes XLSX in English that reads back with amounts as numbers', async () => {
    const response = await download('/api/v1/exports/invoices/?format=xlsx&language=en');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="invoices-toko-\d+-2026-11-20\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).getCell(2).value).toBe('Status');
    expect(sheet.getRow(1).getCell(13).value).toBe('Amount due');
    expect(sheet.actualRowCount).toBe(1 + 3);
    const row = (index: number) =>
      Array.from({ length: 14 }, (_, cell) => sheet.getRow(index).getCell(cell + 1).value);
    const [voidRow, draftRow, lateRow] = [row(2), row(3), row(4)];
    expect(voidRow.slice(0, 3)).toEqual([voided.number, 'Void', 'Unpaid']);
    expect(draftRow.slice(0, 4)).toEqual([draft.number, 'Draft', 'Unpaid', 'Toko Biasa']);
    // 1,000,000 − 50,000, then 11% PPN on the rest.
    expect(draftRow.slice(7, 14)).toEqual([1000000, 50000, 104500, 1054500, 0, 1054500, 'No']);
    expect(lateRow[3]).toBe(`'${HYPERLINK}`);
    expect(lateRow.slice(10, 14)).toEqual([1110000, 100000, 1010000, 'Yes']);
  });

  it('refuses a format it does not write with 400', async () => {
    const response = await owner.request('GET', '/api/v1/exports/invoices/?format=pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it("gives another business none of these invoices, even by this business's contact", async () => {
    const other = await signUpOwner(t);
    const theirs = await other.request('GET', `/api/v1/exports/invoices/?contact_id=${shop.id}`);
    expect(theirs.statusCode).toBe(200);
    expect(csvLines(theirs.body)).toHaveLength(1);
  });
});
