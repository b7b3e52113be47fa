import { DIRECTORY_IMPORT_MAX_ROWS } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { CONTACT_KIND } from './contact-fields';
import { PRODUCT_KIND } from './product-fields';
import { readDirectoryFile } from './read-directory-file';

const contacts = (content: string) => readDirectoryFile(CONTACT_KIND, content, 'IDR');
const products = (content: string) => readDirectoryFile(PRODUCT_KIND, content, 'IDR');

/** An issue as the reader reports it; the English message is only checked to be there. */
function issue(line: number, field: string | null, code: string, extra: object = {}) {
  return {
    line,
    field,
    code,
    message: expect.any(String),
    value: null,
    limit: null,
    first_line: null,
    ...extra,
  };
}

describe('readDirectoryFile', () => {
  it('refuses a cell holding a NUL or a lone surrogate on its line, without echoing it', () => {
    const read = contacts('Nama,Kota\nBudi,Bandung\nSiti\u0000,Solo\nAni,Ma\ud800lang\n');
    expect(read.issues).toEqual([
      issue(3, 'name', 'invalid_character'),
      issue(4, 'city', 'invalid_encoding'),
    ]);
    const sku = products('SKU,Nama,Harga\nK-1\u0000,Kopi,1000\n');
    expect(sku.issues).toEqual([issue(2, 'sku', 'invalid_character')]);
  });

  it('reads Indonesian titles, a BOM, CRLF and quoted cells, skipping empty lines', () => {
    const file = [
      '\uFEFFNama,Jenis,Telepon,Email,Tag,Kolom lain',
      'Budi Santoso,Pelanggan,0812-3456-7890,BUDI@example.com,"vip, jakarta",x',
      '',
      '"Toko ""Maju""",pemasok,,,,',
      ',,,,,',
      '"Siti',
      'Rahayu",keduanya,+62 21 555 0101,,,',
    ].join('\r\n');
    const read = contacts(file);
    expect(read.issues).toEqual([]);
    expect(read.columns).toEqual(['name', 'kind', 'phone', 'email', 'tags', null]);
    expect(read.totalRows).toBe(3);
    expect(read.rows.map((row) => row.line)).toEqual([2, 4, 6]);
    expect(read.rows[0]?.value).toMatchObject({
      name: 'Budi Santoso',
      kind: 'customer',
      phone: '+6281234567890',
      email: 'budi@example.com',
      tags: ['vip', 'jakarta'],
      company: null,
    });
    expect(read.rows[1]?.value).toMatchObject({
      name: 'Toko "Maju"',
      kind: 'supplier',
      phone: null,
    });
    expect(read.rows[2]?.value).toMatchObject({ name: 'Siti\nRahayu', phone: '+62215550101' });
  });

  it('reads English titles and API field names in any case, with semicolons', () => {
    const read = products(
      'sku;NAME;Sale Price;tax_rate;Active;Stock;Unit\nKOPI-1;Kopi;15.000;11%;tidak;2,5;kg\n',
    );
    expect(read.issues).toEqual([]);
    expect(read.columns).toEqual([
      'sku',
      'name',
      'price',
      'tax_rate',
      'active',
      'stock_quantity',
      'unit',
    ]);
    expect(read.rows[0]?.value).toEqual({
      sku: 'KOPI-1',
      name: 'Kopi',
      description: null,
      unit: 'kg',
      price: 1_500_000,
      cost: null,
      tax_rate: 1100,
      active: false,
      stock_quantity: 2.5,
    });
  });

  it('reports every bad row with its line, field and reason', () => {
    const read = contacts(
      [
        'Nama,Telepon,Email,NPWP,Jenis',
        'Budi,0812-3456-7890,,,',
        'Ani,12,ani@,,teman',
        ',0813-1111-2222,,,',
        'Dewi,,,01.234.567.8-901.000,',
        'Eka,,,123,',
      ].join('\n'),
    );
    expect(read.rows.map((row) => row.line)).toEqual([2, 5]);
    expect(read.issues).toEqual([
      issue(3, 'kind', 'invalid_kind', { value: 'teman' }),
      issue(3, 'phone', 'invalid_phone', { value: '12' }),
      issue(3, 'email', 'invalid_email', { value: 'ani@' }),
      issue(4, 'name', 'required', { message: 'Name is empty' }),
      issue(6, 'tax_id', 'invalid_npwp', { value: '123' }),
    ]);
    expect(read.issues.map((item) => item.message)).toEqual([
      expect.stringMatching(/pelanggan/),
      expect.stringMatching(/phone number/),
      expect.stringMatching(/email/),
      'Name is empty',
      expect.stringMatching(/15 or 16 digits/),
    ]);
  });

  it('needs the required columns and one column per field', () => {
    expect(products('SKU,Harga\nK-1,15000\n').issues).toEqual([
      issue(1, 'name', 'missing_column', { message: expect.stringMatching(/no name column/) }),
    ]);
    // A product needs no SKU: a file without the column is products without one.
    expect(products('Nama,Harga\nKopi,15000\n').issues).toEqual([]);
    expect(contacts('Nama,Name\nBudi,Budi\n').issues).toEqual([
      issue(1, 'name', 'duplicate_column', { message: expect.stringMatching(/Two columns/) }),
    ]);
    expect(contacts('\n \n').issues).toEqual([
      issue(1, null, 'empty_file', { message: 'The file has no header line' }),
    ]);
    expect(contacts('Nama\n').issues).toEqual([
      issue(2, null, 'no_rows', { message: 'The file has a header but no rows' }),
    ]);
  });

  it('undoes the formula guard of its own export', () => {
    const read = contacts(`Nama,Catatan,Telepon\n'=HYPERLINK(1),'-1+1,'+6221 5550101\n`);
    expect(read.issues).toEqual([]);
    expect(read.rows[0]?.value).toMatchObject({
      name: '=HYPERLINK(1)',
      notes: '-1+1',
      phone: '+62215550101',
    });
  });

  it('reports an unclosed quote on the line it opens', () => {
    const read = contacts('Nama,Kota\nBudi,Bandung\n"Ani,Bogor\nDewi,Depok\n');
    expect(read.rows.map((row) => row.line)).toEqual([2]);
    expect(read.issues).toEqual([
      issue(3, null, 'unclosed_quote', { message: expect.stringMatching(/quote/) }),
    ]);
  });

  it('refuses a file over the row limit on the first line too many', () => {
    const lines = Array.from({ length: DIRECTORY_IMPORT_MAX_ROWS + 1 }, (_, index) => `N${index}`);
    const read = contacts(`Nama\n${lines.join('\n')}\n`);
    expect(read.rows).toEqual([]);
    expect(read.issues).toEqual([
      issue(DIRECTORY_IMPORT_MAX_ROWS + 2, null, 'too_many_rows', {
        limit: DIRECTORY_IMPORT_MAX_ROWS,
        message: expect.stringMatching(/at most 50,000/),
      }),
    ]);
  });
});
