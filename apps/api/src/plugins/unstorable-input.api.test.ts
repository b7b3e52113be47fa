/**
 * Text the books cannot keep (a NUL, a lone surrogate) and numbers the columns cannot hold are
 * refused with 400 naming the field, on every kind of input, and change nothing (issue 12).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../test/directory';
import { createTestApp, type TestApp } from '../test/harness';
import { signUpOwner } from '../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function count(table: 'contacts' | 'businesses' | 'statement_imports'): Promise<number> {
  const [row] = await t.database.query<{ count: number }>(
    `select count(*)::int as count from ${table}`,
  );
  return row?.count ?? -1;
}

function expectRefused(
  response: { statusCode: number; json(): Record<string, unknown> },
  field: string,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    code: 'VALIDATION_FAILED',
    field_codes: { [field]: ['invalid_characters'] },
  });
}

describe('text the books cannot keep', () => {
  it('refuses a NUL or a lone surrogate in a body field, naming it, and stores nothing', async () => {
    const owner = await signUpOwner(t);
    const before = await count('contacts');
    for (const name of ['Budi\u0000Santoso', 'Budi \ud800', 'Budi \udfff x']) {
      const response = await owner.request('POST', '/api/v1/contacts/', { body: { name } });
      expectRefused(response, 'name');
    }
    const nested = await owner.request('POST', '/api/v1/contacts/', {
      body: { name: 'Budi', tags: ['grosir', 'a\u0000'] },
    });
    expectRefused(nested, 'tags.1');
    expect(await count('contacts')).toBe(before);

    const businesses = await count('businesses');
    const business = await owner.request('POST', '/api/v1/businesses/', {
      body: { name: 'Toko \ud800 Baru' },
    });
    expectRefused(business, 'name');
    expect(await count('businesses')).toBe(businesses);
  });

  it('refuses them in list and search parameters', async () => {
    const owner = await signUpOwner(t);
    expectRefused(await owner.request('GET', '/api/v1/contacts/?q=%00'), 'q');
    const activities = await owner.request('GET', '/api/v1/activities/?action=a%00');
    expectRefused(activities, 'action');
  });

  it('refuses them in an import file name', async () => {
    const owner = await signUpOwner(t);
    const before = await count('statement_imports');
    const response = await owner.request('POST', '/api/v1/imports/preview/', {
      body: { filename: 'mutasi-\ud800.csv' },
    });
    expectRefused(response, 'filename');
    const content = await owner.request('POST', '/api/v1/imports/preview/', {
      body: {
        cashbook_id: '00000000-0000-4000-8000-000000000000',
        filename: 'mutasi.csv',
        content: 'Tanggal,Keterangan,Jumlah\n01/02/2026,Kopi,1000\n02/02/2026,Gula\u0000,2000\n',
      },
    });
    expect(content.statusCode).toBe(400);
    expect(content.json().field_codes).toEqual({ content: ['invalid_characters_on_line'] });
    expect(content.json().errors.content[0]).toMatch(/Line 3/);
    expect(await count('statement_imports')).toBe(before);
  });

  it('answers in the caller language, without echoing the bad text', async () => {
    const owner = await signUpOwner(t);
    const response = await owner.request('POST', '/api/v1/contacts/', {
      body: { name: 'x\u0000' },
      headers: { 'accept-language': 'id' },
    });
    expect(response.json().errors.name[0]).toMatch(/tidak bisa disimpan/);
    expect(response.body).not.toContain('\\u0000');
  });
});

describe('numbers the columns cannot hold', () => {
  it('refuses a version past the 32-bit column with 400, not 500', async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner);
    const response = await owner.request('PUT', `/api/v1/contacts/${contact.id}/`, {
      body: { name: 'Budi', version: 2_147_483_648 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_codes).toEqual({ version: ['too_big'] });
  });
});

describe('data nested deeper than any route takes', () => {
  it('is refused with 400 before it is walked, in the caller language, and stores nothing', async () => {
    const owner = await signUpOwner(t);
    const before = await count('contacts');
    const deep = `{"name":"Budi","tags":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const response = await owner.request('POST', '/api/v1/contacts/', {
      body: deep,
      headers: { 'content-type': 'application/json', 'accept-language': 'id' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field_codes: { body: ['nested_too_deep'] },
      errors: { body: ['Data dalam permintaan ini bersarang lebih dari 32 tingkat.'] },
    });
    expect(await count('contacts')).toBe(before);
  });
});
