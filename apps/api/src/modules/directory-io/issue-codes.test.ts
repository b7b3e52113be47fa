import type { DirectoryImportIssue } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { CONTACT_KIND } from './contact-fields';
import { issueValue } from './issue-codes';
import { PRODUCT_KIND } from './product-fields';
import { readDirectoryFile } from './read-directory-file';

const contacts = (content: string) => readDirectoryFile(CONTACT_KIND, content, 'IDR');
const products = (content: string) => readDirectoryFile(PRODUCT_KIND, content, 'IDR');

/** Line, field, code, value and limit of every issue: what the web words. */
function coded(content: string, read: (content: string) => { issues: DirectoryImportIssue[] }) {
  return read(content).issues.map(({ line, field, code, value, limit }) => ({
    line,
    field,
    code,
    value,
    limit,
  }));
}

describe('issueValue', () => {
  it('keeps a short cell and cuts a long one to 40 characters, never inside a character', () => {
    expect(issueValue('0812')).toBe('0812');
    expect(issueValue('x'.repeat(40))).toBe('x'.repeat(40));
    expect(issueValue('x'.repeat(41))).toBe(`${'x'.repeat(39)}…`);
    const emoji = '😀'.repeat(45);
    expect(issueValue(emoji)).toBe(`${'😀'.repeat(39)}…`);
  });
});

describe('schema issues become codes per field', () => {
  it('names lengths, tags, phones and emails of contacts', () => {
    const longName = 'N'.repeat(121);
    const manyTags = Array.from({ length: 21 }, (_, index) => `t${index}`).join(', ');
    const longTag = 'a'.repeat(31);
    const file = [
      'Nama,Telepon,Email,Tag,Kota',
      `${longName},,,,`,
      `Budi,${'1'.repeat(41)},budi@,,`,
      `Ani,,,"${manyTags}",`,
      `Dewi,,,"vip, ${longTag}",${'K'.repeat(101)}`,
    ].join('\n');
    expect(coded(file, contacts)).toEqual([
      { line: 2, field: 'name', code: 'too_long', value: `${'N'.repeat(39)}…`, limit: 120 },
      { line: 3, field: 'phone', code: 'too_long', value: `${'1'.repeat(39)}…`, limit: 40 },
      { line: 3, field: 'email', code: 'invalid_email', value: 'budi@', limit: null },
      { line: 4, field: 'tags', code: 'too_many_tags', value: issueValue(manyTags), limit: 20 },
      { line: 5, field: 'city', code: 'too_long', value: `${'K'.repeat(39)}…`, limit: 100 },
      { line: 5, field: 'tags', code: 'tag_too_long', value: `${'a'.repeat(31)}`, limit: 30 },
    ]);
  });

  it('names SKUs, negative and huge amounts, rates, units and stock of products', () => {
    const file = [
      'SKU,Nama,Harga,Harga pokok,Pajak,Satuan,Stok',
      'KOPI 1,Kopi,1000,,,,',
      'A,Satu,-5,,,,',
      'B,Dua,1000,-1,150,,',
      `C,Tiga,1000,,,${'u'.repeat(21)},2000000000`,
      'D,Empat,99999999999999,,-1,,',
    ].join('\n');
    expect(coded(file, products)).toEqual([
      { line: 2, field: 'sku', code: 'invalid_sku', value: 'KOPI 1', limit: null },
      { line: 3, field: 'price', code: 'negative_amount', value: '-5', limit: null },
      { line: 4, field: 'cost', code: 'negative_amount', value: '-1', limit: null },
      { line: 4, field: 'tax_rate', code: 'invalid_tax_rate', value: '150', limit: null },
      { line: 5, field: 'unit', code: 'too_long', value: 'u'.repeat(21), limit: 20 },
      {
        line: 5,
        field: 'stock_quantity',
        code: 'invalid_quantity',
        value: '2000000000',
        limit: null,
      },
      { line: 6, field: 'price', code: 'invalid_amount', value: '99999999999999', limit: null },
      { line: 6, field: 'tax_rate', code: 'invalid_tax_rate', value: '-1', limit: null },
    ]);
  });

  it('keeps the schema message in English for API users', () => {
    const [issue] = products('SKU,Nama,Harga\nKOPI 1,Kopi,1000\n').issues;
    expect(issue).toMatchObject({
      code: 'invalid_sku',
      message: expect.stringMatching(/no spaces/),
    });
  });
});
