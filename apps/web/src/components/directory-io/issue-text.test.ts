import {
  DIRECTORY_IMPORT_ISSUE_CODES,
  type DirectoryImportIssue,
  type DirectoryImportIssueCode,
} from '@usaha/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, test } from 'vitest';
import { changeLanguage, loadNamespaces } from '../../lib/i18n';
import en from '../../locales/en/directory.json';
import id from '../../locales/id/directory.json';
import { setupI18n } from '../../test/render';
import { issueText } from './issue-text';

beforeAll(async () => {
  await setupI18n();
  await loadNamespaces(['directory']);
});

function issue(
  code: DirectoryImportIssueCode,
  extra: Partial<DirectoryImportIssue> = {},
): DirectoryImportIssue {
  return {
    line: 4,
    field: 'phone',
    code,
    message: 'English message from the server',
    value: null,
    limit: null,
    first_line: null,
    ...extra,
  };
}

async function wordIn(language: 'id' | 'en', item: DirectoryImportIssue): Promise<string> {
  await changeLanguage(language);
  const locale = language === 'id' ? 'id-ID' : 'en-US';
  return issueText(item, { t: i18next.t, locale, currency: 'IDR' });
}

describe('issueText', () => {
  test('every code of the contract has its own words in both languages', () => {
    for (const words of [id, en]) {
      const codes = words.import.issues.codes as Record<string, string>;
      expect(Object.keys(codes).sort()).toEqual([...DIRECTORY_IMPORT_ISSUE_CODES].sort());
      for (const text of Object.values(codes)) expect(text).not.toBe('');
    }
  });

  test('line, translated column, reason and the cell, in Indonesian and English', async () => {
    const phone = issue('invalid_phone', { value: 'abc' });
    expect(await wordIn('id', phone)).toBe('Baris 4 · Telepon: Nomor HP tidak valid (“abc”)');
    expect(await wordIn('en', phone)).toBe('Line 4 · Phone: Not a valid phone number (“abc”)');
  });

  test('limits in the reader’s number format, the earlier line and the business currency', async () => {
    const rows = issue('too_many_rows', { line: 50_002, field: null, limit: 50_000 });
    expect(await wordIn('id', rows)).toBe(
      'Baris 50002: Maksimal 50.000 baris sekali impor: bagi file menjadi beberapa bagian',
    );
    expect(await wordIn('en', rows)).toBe(
      'Line 50002: Import at most 50,000 rows at a time: split the file',
    );
    const twice = issue('duplicate_sku_in_file', { field: 'sku', value: 'kopi-1', first_line: 2 });
    expect(await wordIn('id', twice)).toBe('Baris 4 · SKU: SKU ini juga ada di baris 2 (“kopi-1”)');
    const long = issue('too_long', { field: 'name', value: 'Budi…', limit: 120 });
    expect(await wordIn('id', long)).toBe(
      'Baris 4 · Nama: Terlalu panjang, maksimal 120 karakter (“Budi…”)',
    );
    const dollars = issue('wrong_currency', { field: 'price', value: 'USD 15' });
    expect(await wordIn('id', dollars)).toBe(
      'Baris 4 · Harga jual: Jumlah harus dalam IDR, mata uang usaha ini (“USD 15”)',
    );
    expect(await wordIn('en', issue('missing_column', { line: 1, field: 'tax_rate' }))).toBe(
      'Line 1 · Tax rate: This required column is not in the file',
    );
  });

  test('only a code this web does not know shows the server’s message', async () => {
    const unknown = issue('invalid_phone', {
      code: 'brand_new_rule' as DirectoryImportIssueCode,
      field: 'mystery',
    });
    expect(await wordIn('id', unknown)).toBe('Baris 4 · mystery: English message from the server');
  });
});
