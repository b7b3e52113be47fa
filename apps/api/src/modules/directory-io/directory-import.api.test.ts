import type { Contact } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
