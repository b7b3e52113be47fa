/**
 * The sales report: the lines of the sent invoices issued in the period (several lines, products
 * and none, prices with and without tax, a reduced tax base, an invoice discount, partly paid),
 * summed per customer and per product from their stored figures; drafts, void invoices, other
 * months and another business never count; the 20 largest products and the rest as one row.
 */
import type { Invoice, SalesData } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createProduct } from '../../../test/directory';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createInvoice, recordPayment } from '../../../test/invoices';
import { createBook, data, type Owner, signUpOwner } from '../../../test/ledger';
import { csvLines, downloadOf, pdfText, reportOf, xlsxRows } from '../../../test/report-downloads';

let t: TestApp;
let owner: Owner;
let cahaya: string;
let dua: string;
let kopi: string;
let teh: string;
const counted: Invoice[] = [];
const PERIOD = 'period=custom&from=2026-11-01&to=2026-11-30';

async function invoice(body: Record<string, unknown>, send = true) {
  const made = await createInvoice(owner, body);
  if (!send) return made;
  return data<Invoice>(
    await owner.request('POST', `/api/v1/invoices/${made.id}/send/`, { body: {} }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t);
  const book = await createBook(owner);
  cahaya = (await createContact(owner, { name: 'Toko Cahaya' })).id;
  dua = (await createContact(owner, { name: 'CV Dua' })).id;
  kopi = (await createProduct(owner, { name: 'Kopi Bubuk' })).id;
  teh = (await createProduct(owner, { name: 'Teh Melati' })).id;
  const kopiLine = { product_id: kopi, description: 'Kopi', quantity: 2000, unit_price: 50_000_00 };
  const first = await invoice({
    contact_id: cahaya,
    issue_date: '2026-11-03',
    discount: { type: 'percent', value: 1000 },
    lines: [
      { ...kopiLine, tax_rate: 1100 },
      { description: 'Ongkos pasang', quantity: 1000, unit_price: 100_000_00 },
    ],
  });
  await recordPayment(owner, first.id, {
    amount: 50_000_00,
    cashbook_id: book.id,
    date: '2026-11-04',
  });
  const second = await invoice({
    contact_id: dua,
    issue_date: '2026-11-10',
    prices_include_tax: true,
    lines: [
      {
        ...kopiLine,
        quantity: 1000,
        unit_price: 111_000_00,
        tax_rate: 1200,
        tax_base: { numerator: 11, denominator: 12 },
      },
      {
        product_id: teh,
        description: 'Teh',
        quantity: 3000,
        unit_price: 20_000_00,
        tax_rate: 1100,
      },
    ],
  });
  // 22 more products, Rp 10.000 to Rp 220.000 each, and a line without a product.
  const lines = [{ description: 'Bungkus kado', quantity: 500, unit_price: 5_000_00 }];
  for (let index = 1; index <= 22; index++) {
    const product = await createProduct(owner, {
      name: `Produk ${String(index).padStart(2, '0')}`,
    });
    lines.push({
      product_id: product.id,
      description: product.name,
      quantity: 1000,
      unit_price: index * 10_000_00,
    } as never);
  }
  const third = await invoice({ contact_id: cahaya, issue_date: '2026-11-30', lines });
  counted.push(first, second, third);
  // Never counted: a void invoice, a draft, another month, another business.
  const voided = await invoice({ contact_id: dua, issue_date: '2026-11-05', lines: [kopiLine] });
  data(await owner.request('POST', `/api/v1/invoices/${voided.id}/void/`));
  await invoice({ contact_id: dua, issue_date: '2026-11-06', lines: [kopiLine] }, false);
  await invoice({ contact_id: dua, issue_date: '2026-10-31', lines: [kopiLine] });
  const other = await signUpOwner(t);
  const made = await createInvoice(other, { issue_date: '2026-11-03' });
  data(await other.request('POST', `/api/v1/invoices/${made.id}/send/`, { body: {} }));
});
afterAll(() => t.close());

type Sums = { quantity: number; revenue: number; tax: number; line_count: number };
/** The counted invoices' lines summed by `key`, as the invoices' own answers show them. */
function linesBy(key: (invoice: Invoice, line: Invoice['lines'][number]) => string | null) {
  const sums = new Map<string | null, Sums>();
  for (const invoice of counted) {
    for (const line of invoice.lines) {
      const at = key(invoice, line);
      const sum = sums.get(at) ?? { quantity: 0, revenue: 0, tax: 0, line_count: 0 };
      sums.set(at, {
        quantity: sum.quantity + line.quantity,
        revenue: sum.revenue + line.base,
        tax: sum.tax + line.tax,
        line_count: sum.line_count + 1,
      });
    }
  }
  return sums;
}

describe('the sales report', () => {
  it("sums each customer's lines, with the invoices counted", async () => {
    const report = await reportOf<SalesData>(owner, 'sales', PERIOD);
    expect(report.currencies).toHaveLength(1);
    const [idr] = report.currencies;
    const byCustomer = linesBy((invoice) => invoice.contact_id);
    expect(idr?.invoice_count).toBe(3);
    expect(idr?.customers).toEqual(
      [cahaya, dua].map((id) => ({
        kind: 'item',
        id,
        name: id === cahaya ? 'Toko Cahaya' : 'CV Dua',
        members: 1,
        ...byCustomer.get(id),
      })),
    );
    const all = linesBy(() => 'all').get('all');
    expect(idr?.totals).toEqual(all);
  });

  it('sums each product, the 20 largest named, the rest and the lines without one as rows', async () => {
    const [idr] = (await reportOf<SalesData>(owner, 'sales', PERIOD)).currencies;
    const products = idr?.products ?? [];
    const byProduct = linesBy((_invoice, line) => line.product_id);
    expect(products.map((row) => row.kind)).toEqual([
      ...Array(20).fill('item'),
      'rest',
      'no_product',
    ]);
    const revenues = products.slice(0, 20).map((row) => row.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    for (const row of products.slice(0, 20)) {
      expect(row).toMatchObject({ ...byProduct.get(row.id), members: 1 });
    }
    expect(products.find((row) => row.id === kopi)?.name).toBe('Kopi Bubuk');
    // The four smallest: Produk 01 to 04.
    expect(products[20]).toEqual({
      kind: 'rest',
      id: null,
      name: null,
      members: 4,
      quantity: 4000,
      revenue: 100_000_00,
      tax: 0,
      line_count: 4,
    });
    expect(products[21]).toEqual({
      kind: 'no_product',
      id: null,
      name: null,
      members: 1,
      ...byProduct.get(null),
    });
    const sum = (key: keyof Sums) => products.reduce((total, row) => total + row[key], 0);
    expect({
      quantity: sum('quantity'),
      revenue: sum('revenue'),
      tax: sum('tax'),
      line_count: sum('line_count'),
    }).toEqual(idr?.totals);
  });

  it("adds the comparison period's totals when asked: October's one invoice", async () => {
    const [plain] = (await reportOf<SalesData>(owner, 'sales', PERIOD)).currencies;
    expect(plain?.previous).toBeNull();
    const compared = await reportOf<SalesData>(owner, 'sales', `${PERIOD}&compare=previous`);
    expect(compared.period.comparison).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(compared.currencies[0]?.previous).toEqual({
      quantity: 2000,
      revenue: 100_000_00,
      tax: 0,
      line_count: 1,
    });
    const csv = csvLines(
      await downloadOf(
        owner,
        'sales',
        `${PERIOD}&compare=previous&format=csv&language=en`,
        'sales-2026-11-01-2026-11-30.csv',
      ),
    );
    expect(csv.at(-1)).toBe(',Total of the comparison period,IDR,2,100000.00,0.00');
    // October against October 2025, when nothing was sold: the totals are zero, not missing.
    const october = await reportOf<SalesData>(
      owner,
      'sales',
      'period=custom&from=2026-10-01&to=2026-10-31&compare=last_year',
    );
    expect(october.currencies[0]?.previous).toEqual({
      quantity: 0,
      revenue: 0,
      tax: 0,
      line_count: 0,
    });
  });

  it('counts a deleted product’s lines with the lines without a product, and names a kept one as it is now', async () => {
    const seller = await signUpOwner(t);
    const buyer = (await createContact(seller, { name: 'Warung Ibu' })).id;
    const gula = (await createProduct(seller, { name: 'Gula' })).id;
    const beras = (await createProduct(seller, { name: 'Beras' })).id;
    const line = (product: string, description: string) => ({
      product_id: product,
      description,
      quantity: 1000,
      unit_price: 15_000_00,
    });
    for (const [date, description] of [
      ['2026-11-02', 'Gula pasir 1 kg'],
      ['2026-11-20', 'Gula pasir'],
    ] as const) {
      const made = await createInvoice(seller, {
        contact_id: buyer,
        issue_date: date,
        lines: [line(gula, description), line(beras, `Beras ${date}`)],
      });
      data(await seller.request('POST', `/api/v1/invoices/${made.id}/send/`, { body: {} }));
    }
    data(await seller.request('DELETE', `/api/v1/products/${gula}/`));
    const [idr] = (await reportOf<SalesData>(seller, 'sales', PERIOD)).currencies;
    expect(
      (idr?.products ?? []).map(({ kind, id, name, revenue }) => ({ kind, id, name, revenue })),
    ).toEqual([
      { kind: 'item', id: beras, name: 'Beras', revenue: 30_000_00 },
      { kind: 'no_product', id: null, name: null, revenue: 30_000_00 },
    ]);
  });

  it('shows another business none of it, and an empty period nothing', async () => {
    const other = await signUpOwner(t);
    expect((await reportOf<SalesData>(other, 'sales', PERIOD)).currencies).toEqual([]);
    const empty = await reportOf<SalesData>(
      owner,
      'sales',
      'period=custom&from=2026-12-01&to=2026-12-31',
    );
    expect(empty.currencies).toEqual([]);
  });

  it('downloads as CSV in Indonesian, XLSX in English and PDF in both', async () => {
    const name = (format: string, language: string) =>
      `${language === 'id' ? 'penjualan' : 'sales'}-2026-11-01-2026-11-30.${format}`;
    const csv = csvLines(
      await downloadOf(owner, 'sales', `${PERIOD}&format=csv&language=id`, name('csv', 'id')),
    );
    expect(csv[0]).toBe('Menurut;Nama;Mata uang;Jumlah barang;Penjualan sebelum pajak;Pajak');
    expect(csv).toContain('Produk;Lainnya (4);IDR;4;100000,00;0,00');
    expect(csv).toContain('Produk;Tanpa produk;IDR;1,5;92500,00;0,00');
    // Rp 100.000 less 10% + PPN 11%, and Rp 111.000 with PPN 12% on 11/12 included.
    expect(csv).toContain('Produk;Kopi Bubuk;IDR;3;190000,00;20900,00');
    expect(csv).toHaveLength(1 + 3 + 23);
    const xlsx = await xlsxRows(
      await downloadOf(owner, 'sales', `${PERIOD}&format=xlsx&language=en`, name('xlsx', 'en')),
    );
    expect(xlsx[0]).toEqual(['By', 'Name', 'Currency', 'Quantity', 'Revenue before tax', 'Tax']);
    expect(xlsx[3]?.slice(0, 3)).toEqual(['Customer', 'Total', 'IDR']);
    expect(xlsx.at(-2)?.slice(0, 2)).toEqual(['Product', 'No product']);
    const id = await pdfText(
      await downloadOf(owner, 'sales', `${PERIOD}&format=pdf&language=id`, name('pdf', 'id')),
    );
    expect(id).toContain('Toko Cahaya');
    expect(id).toContain('Tanpa produk');
    const en = await pdfText(
      await downloadOf(owner, 'sales', `${PERIOD}&format=pdf&language=en`, name('pdf', 'en')),
    );
    expect(en).toContain('The rest (4)');
  });
});
