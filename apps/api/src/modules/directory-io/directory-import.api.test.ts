import type { Contact, Product } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_BATCH } from '../../db/bulk-insert';
import { createProduct } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMember, data, type Owner, signUpOwner } from '../../test/ledger';
import { commit, countRows, preview } from './directory-io-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BAD_CONTACTS = [
  'Nama,Jenis,Telepon,Email,Kota,Tag',
  'Budi Santoso,Pelanggan,0812-3456-7890,budi@example.com,Bandung,"vip, grosir"',
  'CV Maju Jaya,pemasok,+62 21 555 0101,,Jakarta,',
  'Ani Lestari,keduanya,12345,ani@example.com,Bogor,',
  'Dewi,customer,0857 1234 5678,,,',
].join('\n');
const FIXED_CONTACTS = BAD_CONTACTS.replace('12345', '0813-9999-0000');

async function contactsOf(owner: Owner) {
  return data<Contact[]>(await owner.request('GET', '/api/v1/contacts/'));
}

describe('contacts import', () => {
  it('reports a bad line 4, saves nothing, then imports the fixed file', async () => {
    const owner = await signUpOwner(t);
    const checked = await preview(owner, 'contacts', BAD_CONTACTS);
    expect(checked).toMatchObject({
      columns: ['name', 'kind', 'phone', 'email', 'city', 'tags'],
      total_rows: 4,
      valid_rows: 3,
      issues: [
        {
          line: 4,
          field: 'phone',
          code: 'invalid_phone',
          value: '12345',
          limit: null,
          first_line: null,
          message: expect.stringMatching(/phone number/),
        },
      ],
    });
    expect(checked.sample.map((row) => row.line)).toEqual([2, 3, 5]);
    expect(checked.sample[0]).toMatchObject({ name: 'Budi Santoso', phone: '+6281234567890' });

    const refused = await commit(owner, 'contacts', BAD_CONTACTS);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'IMPORT_LINES_INVALID',
      message: expect.stringMatching(/Line 4 .*nothing was imported/),
      errors: { '4.phone': [expect.stringMatching(/phone number/)] },
    });
    expect(await countRows(t, 'contacts', owner.businessId)).toBe(0);

    const saved = await commit(owner, 'contacts', FIXED_CONTACTS);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toEqual({ success: true, data: { imported: 4 } });
    const list = await contactsOf(owner);
    expect(list.map((c) => [c.name, c.kind, c.phone])).toEqual([
      ['Ani Lestari', 'both', '+6281399990000'],
      ['Budi Santoso', 'customer', '+6281234567890'],
      ['CV Maju Jaya', 'supplier', '+62215550101'],
      ['Dewi', 'customer', '+6285712345678'],
    ]);
    expect(list.find((c) => c.name === 'Budi Santoso')).toMatchObject({
      email: 'budi@example.com',
      city: 'Bandung',
      tags: ['vip', 'grosir'],
      version: 1,
    });
    const activity = await t.database.query<{ action: string; after: unknown; user_id: string }>(
      "select action, after from activities where business_id = $1 and action like 'contact.%'",
      [owner.businessId],
    );
    expect(activity).toEqual([
      { action: 'contact.import', after: { count: 4, filename: 'contacts.csv' } },
    ]);
  });

  it('imports once per Idempotency-Key', async () => {
    const owner = await signUpOwner(t);
    const headers = { 'idempotency-key': 'import-contacts-1' };
    expect((await commit(owner, 'contacts', FIXED_CONTACTS, headers)).statusCode).toBe(201);
    const again = await commit(owner, 'contacts', FIXED_CONTACTS, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ success: true, data: { imported: 4 } });
    expect(await countRows(t, 'contacts', owner.businessId)).toBe(4);
    const other = await commit(owner, 'contacts', BAD_CONTACTS.replace('Dewi', 'Eka'), headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('reads English headers, semicolons and a missing name column as a line 1 issue', async () => {
    const owner = await signUpOwner(t);
    const english =
      'Name;Kind;Phone;Company;Tax ID (NPWP)\nBudi;Supplier;0812 1111 2222;PT A;01.234.567.8-901.000\n';
    const checked = await preview(owner, 'contacts', english);
    expect(checked.issues).toEqual([]);
    expect(checked.sample[0]).toMatchObject({
      name: 'Budi',
      kind: 'supplier',
      company: 'PT A',
      tax_id: '012345678901000',
    });
    const missing = await preview(owner, 'contacts', 'Telepon,Kota\n0812 1111 2222,Bogor\n');
    expect(missing).toMatchObject({
      columns: ['phone', 'city'],
      valid_rows: 0,
      issues: [{ line: 1, field: 'name' }],
    });
    expect((await commit(owner, 'contacts', 'Telepon\n0812\n')).statusCode).toBe(422);
    expect(await countRows(t, 'contacts', owner.businessId)).toBe(0);
  });

  it('forbids a viewer to import (403) and lets a cashier import contacts, not products', async () => {
    const owner = await signUpOwner(t);
    const viewer = await addMember(t, owner, 'viewer');
    for (const path of ['contacts', 'products'] as const) {
      expect((await commit(viewer, path, FIXED_CONTACTS)).statusCode).toBe(403);
      const previewed = await viewer.request('POST', `/api/v1/${path}/import/preview/`, {
        body: { filename: 'x.csv', content: FIXED_CONTACTS },
      });
      expect(previewed.statusCode).toBe(403);
    }
    const cashier = await addMember(t, owner, 'cashier');
    expect((await commit(cashier, 'contacts', FIXED_CONTACTS)).statusCode).toBe(201);
    expect((await commit(cashier, 'products', 'SKU,Nama,Harga\nA,B,1\n')).statusCode).toBe(403);
    expect(await countRows(t, 'products', owner.businessId)).toBe(0);
  });

  it('refuses a NUL or broken Unicode cell on its line, where the database would fail', async () => {
    const owner = await signUpOwner(t);
    const file = 'Nama,Kota\nBudi\u0000,Bogor\nAni,Bogor\ud800\n';
    const checked = await preview(owner, 'contacts', file);
    expect(checked.issues.map(({ line, field, code }) => [line, field, code])).toEqual([
      [2, 'name', 'invalid_character'],
      [3, 'city', 'invalid_encoding'],
    ]);
    const refused = await commit(owner, 'contacts', file);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['2.name', '3.city']);
    expect(await countRows(t, 'contacts', owner.businessId)).toBe(0);
  });

  it('refuses a body without content as a validation error', async () => {
    const owner = await signUpOwner(t);
    const response = await owner.request('POST', '/api/v1/contacts/import/', {
      body: { filename: 'x.csv', content: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { content: expect.any(Array) },
    });
  });
});

describe('products import', () => {
  const FILE = [
    'SKU;Nama;Harga jual;Harga pokok;Tarif pajak (%);Aktif;Stok;Satuan',
    'KOPI-1;Kopi Toraja;Rp 25.000;18.500;11;ya;2,5;bungkus',
    'TEH-1;Teh Melati;15000;;11%;tidak;;',
    'kopi-1;Kopi lagi;1000;;0;ya;;',
    'GULA-1;Gula;14.500,50;;;;-3;kg',
    'LAMA-1;Sudah ada;1000;;;;;',
  ].join('\r\n');

  it('reports SKUs repeated in the file or already in the business on their lines', async () => {
    const owner = await signUpOwner(t);
    await createProduct(owner, { sku: 'lama-1', name: 'Produk lama' });
    const stranger = await signUpOwner(t);
    await createProduct(stranger, { sku: 'TEH-1', name: 'Teh orang lain' });

    const checked = await preview(owner, 'products', FILE);
    expect(checked).toMatchObject({ total_rows: 5, valid_rows: 3 });
    expect(checked.issues).toEqual([
      {
        line: 4,
        field: 'sku',
        code: 'duplicate_sku_in_file',
        value: 'kopi-1',
        limit: null,
        first_line: 2,
        message: 'SKU kopi-1 is also on line 2',
      },
      {
        line: 6,
        field: 'sku',
        code: 'sku_exists',
        value: 'LAMA-1',
        limit: null,
        first_line: null,
        message: expect.stringMatching(/LAMA-1 already exists/),
      },
    ]);
    const refused = await commit(owner, 'products', FILE);
    expect(refused.statusCode).toBe(422);
    // The envelope's errors carry the same issues, by line and field, in the caller's language
    // (English when it names none), with their codes beside them.
    expect(refused.json().errors).toEqual({
      '4.sku': ['This SKU is also on line 2.'],
      '6.sku': [expect.stringMatching(/already exists/)],
    });
    expect(refused.json().field_codes).toEqual({
      '4.sku': ['duplicate_sku_in_file'],
      '6.sku': ['sku_exists'],
    });
    expect(Object.keys(refused.json().errors)).toEqual(
      checked.issues.map((item) => `${item.line}.${item.field}`),
    );
    expect(await countRows(t, 'products', owner.businessId)).toBe(1);

    const fixed = FILE.replace('kopi-1;', 'KOPI-2;').replace(/\r\nLAMA-1[^\r]*/, '');
    const saved = await commit(owner, 'products', fixed);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toEqual({ imported: 4 });
    const products = data<Product[]>(await owner.request('GET', '/api/v1/products/?limit=100'));
    const bySku = Object.fromEntries(products.map((p) => [p.sku, p]));
    expect(bySku['KOPI-1']).toMatchObject({
      name: 'Kopi Toraja',
      price: 25_000_00,
      cost: 18_500_00,
      tax_rate: 1100,
      active: true,
      stock_quantity: 2.5,
      unit: 'bungkus',
    });
    expect(bySku['TEH-1']).toMatchObject({
      price: 15_000_00,
      cost: null,
      active: false,
      unit: 'pcs',
    });
    expect(bySku['GULA-1']).toMatchObject({ price: 14_500_50, tax_rate: 0, stock_quantity: -3 });
  });

  it('imports products without a SKU, and knows those by name: twice in the file or already there', async () => {
    const owner = await signUpOwner(t);
    await createProduct(owner, { sku: null, name: 'Es Teh Manis' });
    // A name with a SKU elsewhere is another product: only products without one go by name.
    await createProduct(owner, { sku: 'NASI-1', name: 'Nasi Uduk' });
    const file = [
      'Nama;SKU;Harga jual',
      'Nasi kotak ayam;;25.000',
      'Nasi Uduk;;12.000',
      'nasi kotak AYAM ;;26.000',
      'es teh manis;;5.000',
      'Kopi;KOPI-9;4.000',
    ].join('\r\n');
    const checked = await preview(owner, 'products', file);
    expect(checked.issues).toEqual([
      {
        line: 4,
        field: 'name',
        code: 'duplicate_name_in_file',
        value: 'nasi kotak AYAM',
        limit: null,
        first_line: 2,
        message: 'A product without a SKU named nasi kotak AYAM is also on line 2',
      },
      {
        line: 5,
        field: 'name',
        code: 'name_exists',
        value: 'es teh manis',
        limit: null,
        first_line: null,
        message:
          'A product without a SKU named es teh manis already exists; an import only adds new products',
      },
    ]);
    expect((await commit(owner, 'products', file)).statusCode).toBe(422);
    const fixed = file.replace(/\r\nnasi kotak AYAM [^\r]*/, '').replace(/\r\nes teh[^\r]*/, '');
    const saved = await commit(owner, 'products', fixed);
    expect(saved.statusCode, saved.body).toBe(201);
    const products = data<Product[]>(await owner.request('GET', '/api/v1/products/?limit=100'));
    expect(products.map((product) => `${product.name} · ${product.sku ?? '-'}`).sort()).toEqual([
      'Es Teh Manis · -',
      'Kopi · KOPI-9',
      'Nasi Uduk · -',
      'Nasi Uduk · NASI-1',
      'Nasi kotak ayam · -',
    ]);
  });

  it('reports unreadable money and rates with the column', async () => {
    const owner = await signUpOwner(t);
    const checked = await preview(
      owner,
      'products',
      'sku,name,price,tax_rate\nA,Satu,lima ribu,11\nB,Dua,1000,150\nC,Tiga,-5,0\n',
    );
    expect(
      checked.issues.map(({ line, field, code, value }) => [line, field, code, value]),
    ).toEqual([
      [2, 'price', 'invalid_amount', 'lima ribu'],
      [3, 'tax_rate', 'invalid_tax_rate', '150'],
      [4, 'price', 'negative_amount', '-5'],
    ]);
    expect(checked.issues[0]?.message).toMatch(/number/);
  });

  it('imports thousands of products in batches, and none if one line is bad', async () => {
    const owner = await signUpOwner(t);
    const count = 2 * BULK_BATCH + 321;
    const lines = Array.from({ length: count }, (_, i) => `B-${i},Barang ${i},${i + 1}000`);
    const saved = await commit(owner, 'products', `SKU,Nama,Harga\n${lines.join('\n')}\n`);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toEqual({ imported: count });
    expect(await countRows(t, 'products', owner.businessId)).toBe(count);
    const [last] = await t.database.query<{ price: string | number }>(
      'select price from products where business_id = $1 and sku = $2',
      [owner.businessId, `B-${count - 1}`],
    );
    expect(Number(last?.price)).toBe(count * 1000_00);

    const other = await signUpOwner(t);
    const broken = `SKU,Nama,Harga\n${lines.join('\n')}\nZ-1,Akhir,seribu\n`;
    const refused = await commit(other, 'products', broken);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ [`${count + 2}.price`]: [expect.any(String)] });
    expect(await countRows(t, 'products', other.businessId)).toBe(0);
  });
});
