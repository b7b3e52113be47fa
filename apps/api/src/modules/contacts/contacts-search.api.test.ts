import type { Contact } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';

let t: TestApp;
let owner: Owner;
const names = (contacts: Contact[]) => contacts.map((contact) => contact.name);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t);
  await createContact(owner, {
    name: 'Budi Santoso',
    company: 'UD Maju Jaya',
    phone: '081234567890',
    email: 'budi@majujaya.id',
    kind: 'customer',
    tags: ['grosir'],
  });
  await createContact(owner, { name: 'Ani Wijaya', phone: '+6285711112222', kind: 'supplier' });
  await createContact(owner, {
    name: 'Citra Lestari',
    company: 'PT Sinar Abadi',
    kind: 'both',
    tags: ['grosir', 'langganan'],
  });
  await createContact(owner, { name: 'Dodi 50% Diskon', kind: 'customer' });
});
afterAll(() => t.close());

async function list(query: string): Promise<Contact[]> {
  return data<Contact[]>(await owner.request('GET', `/api/v1/contacts/?${query}`));
}

describe('contact list filters', () => {
  it.each([
    ['name, any case', 'q=SANTOSO', ['Budi Santoso']],
    ['company', 'q=sinar%20abadi', ['Citra Lestari']],
    ['email', 'q=majujaya.id', ['Budi Santoso']],
    ['words in any order', 'q=lestari%20citra', ['Citra Lestari']],
    ['phone written 0…', 'q=0812%20345', ['Budi Santoso']],
    ['phone written +62…', `q=${encodeURIComponent('+62812-3456')}`, ['Budi Santoso']],
    ['phone written 62…', 'q=6285711', ['Ani Wijaya']],
    ['phone in brackets', `q=${encodeURIComponent('(0857) 1111')}`, ['Ani Wijaya']],
    ['LIKE wildcards as text', 'q=50%25', ['Dodi 50% Diskon']],
    ['no match', 'q=zzz', []],
  ])('searches by %s', async (_, query, expected) => {
    expect(names(await list(query))).toEqual(expected);
  });

  it('shows customers and both on the customer tab, suppliers and both on the supplier tab', async () => {
    expect(names(await list('kind=customer'))).toEqual([
      'Budi Santoso',
      'Citra Lestari',
      'Dodi 50% Diskon',
    ]);
    expect(names(await list('kind=supplier'))).toEqual(['Ani Wijaya', 'Citra Lestari']);
    expect(await list('')).toHaveLength(4);
  });

  it('filters by a tag, normalised like the stored tags', async () => {
    expect(names(await list('tag=Grosir'))).toEqual(['Budi Santoso', 'Citra Lestari']);
    expect(names(await list('tag=langganan&kind=customer'))).toEqual(['Citra Lestari']);
    expect(await list('tag=eceran')).toEqual([]);
  });

  it('refuses a cursor it did not make', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('["a","b"]').toString('base64url')]) {
      const response = await owner.request('GET', `/api/v1/contacts/?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { cursor: [expect.any(String)] } });
    }
  });
});

describe('contact picker', () => {
  it('answers at most 20, the exact name first, then names that start with the query', async () => {
    const other = await signUpOwner(t);
    await t.database.query(
      `insert into contacts (id, business_id, name)
       select gen_random_uuid(), $1, 'Pak Rudi ' || g from generate_series(1, 30) g`,
      [other.businessId],
    );
    await createContact(other, { name: 'Rudianto' });
    await createContact(other, { name: 'Rudi' });
    await createContact(other, { name: 'Rudi Archived' }).then((contact) =>
      other.request('PUT', `/api/v1/contacts/${contact.id}/`, {
        body: { version: 1, archived: true },
      }),
    );
    const picked = data<Contact[]>(await other.request('GET', '/api/v1/contacts/search/?q=rudi'));
    expect(picked).toHaveLength(20);
    expect(names(picked).slice(0, 2)).toEqual(['Rudi', 'Rudianto']);
    expect(names(picked)).not.toContain('Rudi Archived');
    const short = data<Contact[]>(await other.request('GET', '/api/v1/contacts/search/?q=Ru'));
    expect(names(short)).toEqual(['Rudi', 'Rudianto']);
    const empty = data<Contact[]>(await other.request('GET', '/api/v1/contacts/search/'));
    expect(empty).toHaveLength(20);
    expect(names(empty)[0]).toBe('Pak Rudi 1');
  });

  it('finds by phone either way and keeps to the kind asked for', async () => {
    const pick = async (query: string) =>
      names(data<Contact[]>(await owner.request('GET', `/api/v1/contacts/search/?${query}`)));
    expect(await pick('q=0812-3456')).toEqual(['Budi Santoso']);
    expect(await pick(`q=${encodeURIComponent('+6281234')}`)).toEqual(['Budi Santoso']);
    expect(await pick('q=santoso')).toEqual(['Budi Santoso']);
    expect(await pick('q=citra&kind=supplier')).toEqual(['Citra Lestari']);
    expect(await pick('q=budi&kind=supplier')).toEqual([]);
    expect(await pick('q=a&kind=supplier')).toEqual(['Ani Wijaya']);
  });
});

describe('contact paging', () => {
  it('visits each of 120 contacts exactly once, in name order, by cursor', async () => {
    const paged = await signUpOwner(t);
    // Three contacts per name, in mixed case: the id breaks ties, lower(name) orders.
    await t.database.query(
      `insert into contacts (id, business_id, name)
       select gen_random_uuid(), $1,
         case when g % 2 = 0 then 'TOKO ' else 'toko ' end || lpad((g % 40)::text, 2, '0')
       from generate_series(1, 120) g`,
      [paged.businessId],
    );
    const expected = await t.database.query<{ id: string }>(
      'select id from contacts where business_id = $1 order by lower(name), id',
      [paged.businessId],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `limit=50&cursor=${cursor}` : 'limit=50';
      const response = await paged.request('GET', `/api/v1/contacts/?${query}`);
      const body = response.json<{ data: Contact[]; meta: { next_cursor: string | null } }>();
      seen.push(...body.data.map((contact) => contact.id));
      cursor = body.meta.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected.map((row) => row.id));
    expect(new Set(seen).size).toBe(120);
  });

  it('pages past a long name in another script (a cursor of several hundred characters)', async () => {
    const paged = await signUpOwner(t);
    const long = (char: string) => char.repeat(120);
    for (const name of [long('漢'), long('字'), long('Ω')]) await createContact(paged, { name });
    const first = await paged.request('GET', '/api/v1/contacts/?limit=1');
    const cursor = first.json<{ meta: { next_cursor: string } }>().meta.next_cursor;
    expect(cursor.length).toBeGreaterThan(300);
    const second = await paged.request('GET', `/api/v1/contacts/?limit=1&cursor=${cursor}`);
    expect(second.statusCode).toBe(200);
    expect(names(second.json<{ data: Contact[] }>().data)).toHaveLength(1);
    expect(names(second.json<{ data: Contact[] }>().data)).not.toEqual(
      names(first.json<{ data: Contact[] }>().data),
    );
  });
});
