/**
 * The products import: SKUs repeated in the file or already in the business, products without a
 * SKU known by their name, money and rates read from the cells, thousands of rows in batches.
 */
import type { Product } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_BATCH } from '../../db/bulk-insert';
import { createProduct } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, signUpOwner } from '../../test/ledger';
import { commit, countRows, preview } from './directory-io-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
