import type { Contact } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMember, createBook, createEntry, data, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function activitiesOf(entityId: string) {
  return t.database.query<{ action: string; before: unknown; after: unknown }>(
    'select action, before, after from activities where entity_id = $1 order by created_at, id',
    [entityId],
  );
}

async function contactCount(businessId: string): Promise<number> {
  const [row] = await t.database.query<{ count: number }>(
    'select count(*)::int as count from contacts where business_id = $1',
    [businessId],
  );
  return row?.count ?? -1;
}

describe('contacts', () => {
  it('creates a contact with the phone in E.164, the NPWP as digits and tags normalised', async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner, {
      kind: 'supplier',
      name: '  Toko Sumber Rejeki ',
      company: 'CV Sumber Rejeki',
      phone: '0812-3456-7890',
      email: 'Rejeki@Example.COM',
      city: 'Bandung',
      tax_id: '01.234.567.8-901.000',
      tags: ['Grosir ', 'grosir', 'Bahan  Baku'],
    });
    expect(contact).toMatchObject({
      kind: 'supplier',
      name: 'Toko Sumber Rejeki',
      phone: '+6281234567890',
      email: 'rejeki@example.com',
      tax_id: '012345678901000',
      tags: ['grosir', 'bahan baku'],
      address: null,
      archived: false,
      version: 1,
    });
    const read = data<Contact>(await owner.request('GET', `/api/v1/contacts/${contact.id}/`));
    expect(read).toEqual(contact);
    const [stored] = await t.database.query<{ phone: string; search_text: string }>(
      'select phone, search_text from contacts where id = $1',
      [contact.id],
    );
    expect(stored?.phone).toBe('+6281234567890');
    expect(stored?.search_text).toContain('081234567890');
    expect(await activitiesOf(contact.id)).toEqual([
      { action: 'contact.create', before: null, after: contact },
    ]);
  });

  it.each([
    ['phone', { phone: 'call me maybe' }],
    ['phone', { phone: '0812' }],
    ['tax_id', { tax_id: '12.345' }],
    ['tax_id', { tax_id: 'NPWP-012345678901000' }],
    ['email', { email: 'budi@' }],
    ['name', { name: '   ' }],
    ['kind', { kind: 'vendor' }],
  ])('refuses a bad %s with 400 and saves nothing', async (field, body) => {
    const owner = await signUpOwner(t);
    const response = await owner.request('POST', '/api/v1/contacts/', {
      body: { name: 'Budi', ...body },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { [field]: [expect.any(String)] },
    });
    expect(await contactCount(owner.businessId)).toBe(0);
  });

  it('replays a create with the same Idempotency-Key without a second contact', async () => {
    const owner = await signUpOwner(t);
    const send = () =>
      owner.request('POST', '/api/v1/contacts/', {
        body: { name: 'Ani' },
        headers: { 'idempotency-key': 'contact-ani-1' },
      });
    const first = data<Contact>(await send(), 201);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(data<Contact>(again, 201).id).toBe(first.id);
    expect(await contactCount(owner.businessId)).toBe(1);
  });

  it("gives a member who sends another member's key and body a write of their own", async () => {
    const owner = await signUpOwner(t);
    const cashier = await addMember(t, owner, 'cashier');
    const send = (client: typeof owner) =>
      client.request('POST', '/api/v1/contacts/', {
        body: { name: 'Ani' },
        headers: { 'idempotency-key': 'shared-key-1' },
      });
    const mine = data<Contact>(await send(owner), 201);
    const theirs = await send(cashier);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(data<Contact>(theirs, 201).id).not.toBe(mine.id);
    expect(await contactCount(owner.businessId)).toBe(2);
  });

  it('updates with the current version, refuses a stale one (409) and logs before and after', async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner, { name: 'Budi', phone: '081111111111' });
    const updated = data<Contact>(
      await owner.request('PUT', `/api/v1/contacts/${contact.id}/`, {
        body: { version: 1, name: 'Budi Santoso', phone: '+62 822 2222 2222', company: null },
      }),
    );
    expect(updated).toMatchObject({ name: 'Budi Santoso', phone: '+6282222222222', version: 2 });
    const stale = await owner.request('PUT', `/api/v1/contacts/${contact.id}/`, {
      body: { version: 1, name: 'Someone Else' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
    const read = data<Contact>(await owner.request('GET', `/api/v1/contacts/${contact.id}/`));
    expect(read).toEqual(updated);
    const log = await activitiesOf(contact.id);
    expect(log.map((row) => row.action)).toEqual(['contact.create', 'contact.update']);
    expect(log[1]).toMatchObject({ before: { name: 'Budi', version: 1 }, after: updated });
  });

  it('archives and restores through PUT; the list hides archived contacts unless asked', async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner, { name: 'Citra' });
    const archived = data<Contact>(
      await owner.request('PUT', `/api/v1/contacts/${contact.id}/`, {
        body: { version: 1, archived: true },
      }),
    );
    expect(archived).toMatchObject({ archived: true, version: 2 });
    const ids = async (query: string) =>
      data<Contact[]>(await owner.request('GET', `/api/v1/contacts/${query}`)).map((c) => c.id);
    expect(await ids('')).toEqual([]);
    expect(await ids('?include_archived=true')).toEqual([contact.id]);
    const restored = data<Contact>(
      await owner.request('PUT', `/api/v1/contacts/${contact.id}/`, {
        body: { version: 2, archived: false },
      }),
    );
    expect(restored).toMatchObject({ archived: false, version: 3 });
    expect(await ids('')).toEqual([contact.id]);
  });

  it('deletes a contact without entries, and archives one that entries point at', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const loose = await createContact(owner, { name: 'Dewi' });
    const linked = await createContact(owner, { name: 'Eko' });
    await createEntry(owner, { cashbook_id: book.id, amount: 5_000_00, contact_id: linked.id });

    const deleted = await owner.request('DELETE', `/api/v1/contacts/${loose.id}/`);
    expect(deleted.json()).toMatchObject({ success: true, archived: false });
    expect((await owner.request('GET', `/api/v1/contacts/${loose.id}/`)).statusCode).toBe(404);
    expect((await activitiesOf(loose.id)).map((row) => row.action)).toEqual([
      'contact.create',
      'contact.delete',
    ]);

    const kept = await owner.request('DELETE', `/api/v1/contacts/${linked.id}/`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ success: true, archived: true });
    const read = data<Contact>(await owner.request('GET', `/api/v1/contacts/${linked.id}/`));
    expect(read).toMatchObject({ name: 'Eko', archived: true, version: 2 });
    const log = await activitiesOf(linked.id);
    expect(log.at(-1)).toMatchObject({
      action: 'contact.archive',
      before: { archived: false },
      after: { archived: true },
    });
  });

  it("answers 404 for another business's contact and never lists it", async () => {
    const owner = await signUpOwner(t);
    const stranger = await signUpOwner(t);
    const theirs = await createContact(stranger, { name: 'Rahasia', phone: '081399998888' });
    const url = `/api/v1/contacts/${theirs.id}/`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { version: 1, name: 'Diambil' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await owner.request(method, url, { body });
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const listed = data<Contact[]>(await owner.request('GET', '/api/v1/contacts/?q=rahasia'));
    const picked = data<Contact[]>(
      await owner.request('GET', '/api/v1/contacts/search/?q=rahasia'),
    );
    expect([...listed, ...picked]).toEqual([]);
    const still = data<Contact>(await stranger.request('GET', url));
    expect(still).toEqual(theirs);
  });

  it('lets a viewer read but not write (403)', async () => {
    const owner = await signUpOwner(t);
    const viewer = await addMember(t, owner, 'viewer');
    const contact = await createContact(owner, { name: 'Fajar' });
    expect((await viewer.request('GET', `/api/v1/contacts/${contact.id}/`)).statusCode).toBe(200);
    const refused = await viewer.request('POST', '/api/v1/contacts/', { body: { name: 'X' } });
    expect(refused.statusCode).toBe(403);
    expect(await contactCount(owner.businessId)).toBe(1);
  });
});
