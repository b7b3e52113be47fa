import type { Contact, Product } from '@usaha/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../lib/parse/csv-reader';
import { createContact, createProduct, seedContacts } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import { base64Of, commit, download, downloadCsv, preview } from './directory-io-test-helpers';

let t: TestApp;
let owner: Owner;
let contacts: Contact[];
let products: Product[];

const ATTACKS = [
  '=HYPERLINK("http://evil.example","klik")',
  "+cmd|' /C calc'!A0",
  '-1+1',
  '@SUM(A1:A9)',
];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t);
  contacts = [
    await createContact(owner, {
      name: 'Budi Santoso',
      kind: 'customer',
      company: 'Toko "Maju", Jaya',
      phone: '0812-3456-7890',
      email: 'budi@example.com',
      address: 'Jl. Merdeka 1\nRT 02',
      city: 'Bandung',
      tax_id: '01.234.567.8-901.000',
      notes: ATTACKS[0],
      tags: ['vip', 'grosir'],
    }),
    await createContact(owner, {
      name: ATTACKS[1] ?? '',
      kind: 'supplier',
      phone: '+1 415 555 0100',
    }),
    await createContact(owner, {
      name: 'Ani',
      kind: 'both',
      company: ATTACKS[2],
      notes: ATTACKS[3],
    }),
  ];
  products = [
    await createProduct(owner, {
      sku: 'KOPI-1',
      name: 'Kopi Toraja',
      description: ATTACKS[0],
      unit: 'bungkus',
      price: 25_000_50,
      cost: 18_500_00,
      tax_rate: 1150,
      stock_quantity: 2.5,
    }),
    await createProduct(owner, { sku: 'TEH-1', name: ATTACKS[3], price: 0, active: false }),
  ];
});
afterAll(() => t.close());

/** What an import can carry over: everything but identity, version and times. */
function portable<
  T extends { id: string; version: number; created_at: string; updated_at: string },
>(rows: T[]) {
  return rows
    .map(({ id: _id, version: _v, created_at: _c, updated_at: _u, ...rest }) => rest)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

async function listOf<T>(client: Owner, path: 'contacts' | 'products'): Promise<T[]> {
  return data<T[]>(await client.request('GET', `/api/v1/${path}/?limit=100`));
}

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

describe('contacts export', () => {
  it('writes Indonesian CSV with formula cells neutralised, and imports back unchanged', async () => {
    const text = await downloadCsv(owner, '/api/v1/exports/contacts/');
    const rows = readCsv(text, ';').map((record) => record.cells);
    expect(rows[0]).toEqual([
      'Nama',
      'Jenis',
      'Perusahaan',
      'Telepon',
      'Email',
      'Alamat',
      'Kota',
      'NPWP',
      'Catatan',
      'Tag',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      "'+cmd|' /C calc'!A0",
      'Ani',
      'Budi Santoso',
    ]);
    expect(rows[2]).toEqual(['Ani', 'Keduanya', "'-1+1", '', '', '', '', '', "'@SUM(A1:A9)", '']);
    expect(rows[3]).toEqual([
      'Budi Santoso',
      'Pelanggan',
      'Toko "Maju", Jaya',
      '0812-3456-7890',
      'budi@example.com',
      'Jl. Merdeka 1\nRT 02',
      'Bandung',
      '012345678901000',
      `'${ATTACKS[0]}`,
      'vip, grosir',
    ]);
    expect(rows[1]?.[3]).toBe("'+14155550100");

    const copy = await signUpOwner(t);
    expect((await preview(copy, 'contacts', text)).issues).toEqual([]);
    expect((await commit(copy, 'contacts', text)).statusCode).toBe(201);
    expect(portable(await listOf<Contact>(copy, 'contacts'))).toEqual(portable(contacts));
  });

  it('writes English titles and labels, which import back too', async () => {
    const text = await downloadCsv(owner, '/api/v1/exports/contacts/?language=en');
    expect(text.split('\r\n')[0]).toBe(
      'Name,Kind,Company,Phone,Email,Address,City,Tax ID (NPWP),Notes,Tags',
    );
    expect(text).toContain('Budi Santoso,Customer,');
    const copy = await signUpOwner(t);
    expect((await commit(copy, 'contacts', text)).statusCode).toBe(201);
    expect(portable(await listOf<Contact>(copy, 'contacts'))).toEqual(portable(contacts));
  });

  it('writes XLSX whose hostile cells are text, not formulas', async () => {
    const response = await download(owner, '/api/v1/exports/contacts/?format=xlsx');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="kontak-toko-\d+-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.name).toBe('kontak');
    expect(sheet.rowCount).toBe(4);
    const attack = sheet.getRow(2).getCell(1);
    expect(attack.type).toBe(ExcelJS.ValueType.String);
    expect(attack.formula).toBeUndefined();
    expect(attack.value).toBe(`'${ATTACKS[1]}`);
    expect(sheet.getRow(4).getCell(9).value).toBe(`'${ATTACKS[0]}`);
    expect(sheet.getRow(3).getCell(3).value).toBe(`'${ATTACKS[2]}`);
  });

  it('applies the list filters and shows no other business', async () => {
    const suppliers = await downloadCsv(owner, '/api/v1/exports/contacts/?kind=supplier');
    expect(readCsv(suppliers, ';').map((r) => r.cells[0])).toEqual([
      'Nama',
      "'+cmd|' /C calc'!A0",
      'Ani',
    ]);
    const found = await downloadCsv(owner, '/api/v1/exports/contacts/?q=budi');
    expect(readCsv(found, ';')).toHaveLength(2);

    const stranger = await signUpOwner(t);
    await createContact(stranger, { name: 'Orang Lain' });
    const theirs = await downloadCsv(stranger, '/api/v1/exports/contacts/');
    expect(readCsv(theirs, ';').map((r) => r.cells[0])).toEqual(['Nama', 'Orang Lain']);
    const ours = await downloadCsv(owner, '/api/v1/exports/contacts/');
    expect(ours).not.toContain('Orang Lain');
  });

  it('streams thousands of contacts page by page, each once, in name order', async () => {
    const big = await signUpOwner(t);
    await seedContacts(t.database, big.businessId, 2345);
    const rows = readCsv(await downloadCsv(big, '/api/v1/exports/contacts/'), ';').slice(1);
    expect(rows).toHaveLength(2345);
    const names = rows.map((row) => row.cells[0] ?? '');
    expect(new Set(names).size).toBe(2345);
    expect(names[0]).toBe('Kontak 00001');
    expect(names.at(-1)).toBe('Kontak 02345');
  });

  it('downloads a template: the titles alone, which the import reads', async () => {
    const response = await download(owner, '/api/v1/exports/contacts/?template=true');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="kontak-template.csv"',
    );
    const template = response.body.slice(1);
    expect(template).toBe('Nama;Jenis;Perusahaan;Telepon;Email;Alamat;Kota;NPWP;Catatan;Tag\r\n');
    const filled = `${template}Citra;pelanggan;;0811 2222 3333;;;;;;\r\n`;
    const checked = await preview(owner, 'contacts', filled);
    expect(checked).toMatchObject({ valid_rows: 1, issues: [] });
    expect(checked.sample[0]).toMatchObject({ name: 'Citra', phone: '+6281122223333' });
  });
});

describe('products export', () => {
  it('writes amounts in the currency, rates as percentages, and imports back unchanged', async () => {
    const text = await downloadCsv(owner, '/api/v1/exports/products/');
    const rows = readCsv(text, ';').map((record) => record.cells);
    expect(rows).toEqual([
      [
        'SKU',
        'Nama',
        'Deskripsi',
        'Satuan',
        'Harga jual',
        'Harga pokok',
        'Tarif pajak (%)',
        'Aktif',
        'Stok',
      ],
      // Indonesian Excel's convention: `;` between fields, `,` as the decimal mark.
      ['TEH-1', `'${ATTACKS[3]}`, '', 'pcs', '0,00', '', '0', 'Tidak', ''],
      [
        'KOPI-1',
        'Kopi Toraja',
        `'${ATTACKS[0]}`,
        'bungkus',
        '25000,50',
        '18500,00',
        '11,5',
        'Ya',
        '2,5',
      ],
    ]);
    const copy = await signUpOwner(t);
    expect((await preview(copy, 'products', text)).issues).toEqual([]);
    expect((await commit(copy, 'products', text)).statusCode).toBe(201);
    expect(portable(await listOf<Product>(copy, 'products'))).toEqual(portable(products));

    const english = await downloadCsv(owner, '/api/v1/exports/products/?language=en&active=true');
    expect(readCsv(english, ',').map((record) => record.cells)).toEqual([
      [
        'SKU',
        'Name',
        'Description',
        'Unit',
        'Sale price',
        'Cost',
        'Tax rate (%)',
        'Active',
        'Stock',
      ],
      [
        'KOPI-1',
        'Kopi Toraja',
        `'${ATTACKS[0]}`,
        'bungkus',
        '25000.50',
        '18500.00',
        '11.5',
        'Yes',
        '2.5',
      ],
    ]);
  });

  it('writes XLSX with numbers as numbers in the currency format', async () => {
    const response = await download(owner, '/api/v1/exports/products/?format=xlsx&language=en');
    expect(response.headers['content-disposition']).toMatch(
      /filename="products-toko-[\d-]+\.xlsx"/,
    );
    const sheet = await readXlsx(response.rawPayload);
    const kopi = sheet.getRow(3);
    expect(kopi.getCell(1).value).toBe('KOPI-1');
    expect(kopi.getCell(3).value).toBe(`'${ATTACKS[0]}`);
    expect(kopi.getCell(3).formula).toBeUndefined();
    expect(kopi.getCell(5).value).toBe(25000.5);
    expect(kopi.getCell(5).numFmt).toBe('#,##0.00');
    expect(kopi.getCell(6).value).toBe(18500);
    expect(kopi.getCell(7).value).toBe(0.115);
    expect(kopi.getCell(7).numFmt).toBe('0.00%');
    expect(kopi.getCell(8).value).toBe('Yes');
    expect(kopi.getCell(9).value).toBe(2.5);
    const teh = sheet.getRow(2);
    expect(teh.getCell(2).value).toBe(`'${ATTACKS[3]}`);
    expect(teh.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(teh.getCell(6).value).toBeNull();
  });

  it('imports its XLSX downloads back unchanged, numbers read as the numbers they are', async () => {
    const kinds: ['contacts' | 'products', (Contact | Product)[]][] = [
      ['contacts', contacts],
      ['products', products],
    ];
    for (const [path, rows] of kinds) {
      const response = await download(owner, `/api/v1/exports/${path}/?format=xlsx&language=en`);
      const upload = { content: base64Of(response), format: 'xlsx' } as const;
      const copy = await signUpOwner(t);
      expect((await preview(copy, path, upload)).issues).toEqual([]);
      expect((await commit(copy, path, upload)).statusCode).toBe(201);
      expect(portable(await listOf<Contact | Product>(copy, path))).toEqual(portable(rows));
    }
  });

  it('shows another business none of these products', async () => {
    const stranger = await signUpOwner(t);
    const text = await downloadCsv(stranger, '/api/v1/exports/products/?format=csv');
    expect(text).toBe(
      'SKU;Nama;Deskripsi;Satuan;Harga jual;Harga pokok;Tarif pajak (%);Aktif;Stok\r\n',
    );
  });
});
