import type { Note } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, signUpOwner } from '../../test/ledger';
import { activityOf, createNote, listNotes, titlesOf } from './notes-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notes', () => {
  it('creates a private note by the caller with defaults, and reads it back', async () => {
    const owner = await signUpOwner(t);
    const note = await createNote(owner, {
      title: '  Belanja pasar  ',
      body: '# Senin\n- beras 5 kg',
      tags: ['Belanja ', 'belanja', 'Pasar  Induk'],
    });
    expect(note).toMatchObject({
      title: 'Belanja pasar',
      body: '# Senin\n- beras 5 kg',
      color: 'default',
      pinned: false,
      tags: ['belanja', 'pasar induk'],
      visibility: 'private',
      author_name: 'Siti Rahayu',
      version: 1,
    });
    expect(data<Note>(await owner.request('GET', `/api/v1/notes/${note.id}/`))).toEqual(note);
    expect((await listNotes(owner)).data).toEqual([note]);
  });

  it('refuses bad input with field errors and saves nothing', async () => {
    const owner = await signUpOwner(t);
    const response = await owner.request('POST', '/api/v1/notes/', {
      body: {
        title: ' ',
        body: 'x'.repeat(50_001),
        color: 'pink',
        visibility: 'public',
        tags: ['a'.repeat(31)],
      },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(['body', 'color', 'tags.0', 'title', 'visibility']);
    expect((await listNotes(owner)).data).toEqual([]);
  });

  it('creates once per Idempotency-Key', async () => {
    const owner = await signUpOwner(t);
    const headers = { 'idempotency-key': 'note-key-1' };
    const body = { title: 'Sekali saja' };
    const first = await owner.request('POST', '/api/v1/notes/', { body, headers });
    const again = await owner.request('POST', '/api/v1/notes/', { body, headers });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await titlesOf(owner)).toEqual(['Sekali saja']);
  });

  it('lists pinned notes first, then the latest change', async () => {
    const owner = await signUpOwner(t);
    const old = await createNote(owner, { title: 'Lama' });
    await createNote(owner, { title: 'Disematkan', pinned: true });
    await createNote(owner, { title: 'Baru' });
    expect(await titlesOf(owner)).toEqual(['Disematkan', 'Baru', 'Lama']);
    await owner.request('PUT', `/api/v1/notes/${old.id}/`, {
      body: { version: 1, body: 'diubah' },
    });
    expect(await titlesOf(owner)).toEqual(['Disematkan', 'Lama', 'Baru']);
  });

  it('pages through 120 notes by cursor, each exactly once, even on equal times', async () => {
    const owner = await signUpOwner(t);
    const [user] = await t.database.query<{ id: string }>(
      'select user_id as id from memberships where business_id = $1',
      [owner.businessId],
    );
    // Times that differ by a microsecond or not at all: a millisecond cursor would lose rows.
    await t.database.query(
      `insert into notes (id, business_id, author_id, title, pinned, visibility, updated_at)
       select gen_random_uuid(), $1, $2, 'Catatan ' || i, i % 10 = 0,
              case when i % 2 = 0 then 'shared' else 'private' end,
              timestamptz '2026-11-01 08:00:00.123456+00' + (i % 7) * interval '1 microsecond'
       from generate_series(1, 120) as i`,
      [owner.businessId, user?.id],
    );
    const expected = await t.database.query<{ id: string }>(
      `select id from notes where business_id = $1 order by pinned desc, updated_at desc, id desc`,
      [owner.businessId],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=25${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await listNotes(owner, query);
      seen.push(...page.data.map((note) => note.id));
      cursor = page.meta.next_cursor;
      expect(page.meta.has_more).toBe(cursor !== null);
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual(expected.map((row) => row.id));
    expect(new Set(seen).size).toBe(120);
    const firstPage = await listNotes(owner, '?limit=12');
    expect(firstPage.data.every((note) => note.pinned)).toBe(true);
  });

  it('refuses a cursor that is not one of ours', async () => {
    const owner = await signUpOwner(t);
    const bad = Buffer.from('1|yesterday|x').toString('base64url');
    const response = await owner.request('GET', `/api/v1/notes/?cursor=${bad}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { cursor: expect.any(Array) } });
  });

  it('searches title and body without case, and filters by tag and visibility', async () => {
    const owner = await signUpOwner(t);
    await createNote(owner, { title: 'Resep Sambal', body: 'cabai, bawang', tags: ['dapur'] });
    await createNote(owner, { title: 'Supplier', body: 'Pak Budi jual CABAI murah' });
    await createNote(owner, { title: 'Diskon 50%', visibility: 'shared', tags: ['promo'] });
    await createNote(owner, { title: 'Diskon 5 persen', tags: ['promo', 'dapur'] });
    expect(await titlesOf(owner, '?q=cabai')).toEqual(['Supplier', 'Resep Sambal']);
    expect(await titlesOf(owner, '?q=SAMBAL')).toEqual(['Resep Sambal']);
    // `%` and `_` are letters here, not wildcards.
    expect(await titlesOf(owner, `?q=${encodeURIComponent('50%')}`)).toEqual(['Diskon 50%']);
    expect(await titlesOf(owner, '?tag=Dapur')).toEqual(['Diskon 5 persen', 'Resep Sambal']);
    expect(await titlesOf(owner, '?tag=promo&q=persen')).toEqual(['Diskon 5 persen']);
    expect(await titlesOf(owner, '?visibility=shared')).toEqual(['Diskon 50%']);
    expect(await titlesOf(owner, '?q=tidak-ada')).toEqual([]);
  });

  it('updates with the current version and answers a stale one with 409', async () => {
    const owner = await signUpOwner(t);
    const note = await createNote(owner, { title: 'Stok', tags: ['gudang'] });
    const updated = data<Note>(
      await owner.request('PUT', `/api/v1/notes/${note.id}/`, {
        body: { version: 1, title: 'Stok gudang', color: 'teal', pinned: true, tags: [] },
      }),
    );
    expect(updated).toMatchObject({
      title: 'Stok gudang',
      color: 'teal',
      pinned: true,
      tags: [],
      version: 2,
    });
    const stale = await owner.request('PUT', `/api/v1/notes/${note.id}/`, {
      body: { version: 1, title: 'Ditimpa' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
    const invalid = await owner.request('PUT', `/api/v1/notes/${note.id}/`, {
      body: { version: 2, color: 'pink' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(data<Note>(await owner.request('GET', `/api/v1/notes/${note.id}/`))).toEqual(updated);
  });

  it('deletes a note and logs every write with before and after', async () => {
    const owner = await signUpOwner(t);
    const note = await createNote(owner, { title: 'Rapat', visibility: 'shared' });
    await owner.request('PUT', `/api/v1/notes/${note.id}/`, {
      body: { version: 1, body: 'Jam 10' },
    });
    const removed = await owner.request('DELETE', `/api/v1/notes/${note.id}/`);
    expect(removed.json()).toEqual({ success: true, message: 'Note deleted' });
    expect((await owner.request('GET', `/api/v1/notes/${note.id}/`)).statusCode).toBe(404);
    expect((await owner.request('DELETE', `/api/v1/notes/${note.id}/`)).statusCode).toBe(404);
    const log = await activityOf(t, note.id);
    expect(log.map((row) => row.action)).toEqual(['note.create', 'note.update', 'note.delete']);
    expect(log[0]).toMatchObject({ before: null, after: { title: 'Rapat', body: '' } });
    expect(log[1]).toMatchObject({
      before: { body: '', version: 1 },
      after: { body: 'Jam 10', version: 2 },
    });
    expect(log[2]).toMatchObject({ before: { title: 'Rapat', version: 2 }, after: null });
  });

  it("answers 404 for another business's note and never lists it", async () => {
    const owner = await signUpOwner(t);
    const stranger = await signUpOwner(t);
    const note = await createNote(owner, { title: 'Rahasia toko', visibility: 'shared' });
    const url = `/api/v1/notes/${note.id}/`;
    expect((await stranger.request('GET', url)).statusCode).toBe(404);
    const put = await stranger.request('PUT', url, { body: { version: 1, title: 'Diambil' } });
    expect(put.statusCode).toBe(404);
    expect((await stranger.request('DELETE', url)).statusCode).toBe(404);
    expect(await titlesOf(stranger, '?q=rahasia')).toEqual([]);
    expect(data<Note>(await owner.request('GET', url))).toEqual(note);
  });
});
