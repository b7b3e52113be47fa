/** Private notes: only their author sees them, anywhere; shared ones the whole team sees and edits. */
import type { Note } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMember, data, signUpOwner } from '../../test/ledger';
import { activityOf, createNote, titlesOf } from './notes-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function team() {
  const owner = await signUpOwner(t);
  const manager = await addMember(t, owner, 'manager');
  const secret = await createNote(owner, {
    title: 'Gaji karyawan',
    body: 'Naik gaji Dewi bulan depan',
    tags: ['rahasia'],
  });
  const shared = await createNote(owner, {
    title: 'Jadwal piket',
    body: 'Dewi buka toko hari Senin',
    visibility: 'shared',
    tags: ['tim'],
  });
  return { owner, manager, secret, shared };
}

const noteUrl = (note: Note) => `/api/v1/notes/${note.id}/`;

describe('private notes', () => {
  it('are invisible to another member in lists, search, tags and filters', async () => {
    const { owner, manager } = await team();
    expect(await titlesOf(owner)).toEqual(['Jadwal piket', 'Gaji karyawan']);
    expect(await titlesOf(manager)).toEqual(['Jadwal piket']);
    expect(await titlesOf(manager, '?q=dewi')).toEqual(['Jadwal piket']);
    expect(await titlesOf(manager, '?q=gaji')).toEqual([]);
    expect(await titlesOf(manager, '?tag=rahasia')).toEqual([]);
    expect(await titlesOf(manager, '?visibility=private')).toEqual([]);
    expect(await titlesOf(owner, '?visibility=private')).toEqual(['Gaji karyawan']);
  });

  it('answer another member 404 on read, update and delete, and stay as they were', async () => {
    const { owner, manager, secret } = await team();
    expect((await manager.request('GET', noteUrl(secret))).statusCode).toBe(404);
    const put = await manager.request('PUT', noteUrl(secret), {
      body: { version: 1, title: 'Dibaca' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Note not found' });
    expect((await manager.request('DELETE', noteUrl(secret))).statusCode).toBe(404);
    expect(data<Note>(await owner.request('GET', noteUrl(secret)))).toEqual(secret);
  });

  it('keep their title, body and tags out of the activity log', async () => {
    const { owner, secret } = await team();
    await owner.request('PUT', noteUrl(secret), { body: { version: 1, body: 'Naik 10%' } });
    const log = await activityOf(t, secret.id);
    expect(log.map((row) => row.action)).toEqual(['note.create', 'note.update']);
    const text = JSON.stringify(log);
    expect(text).not.toContain('Gaji');
    expect(text).not.toContain('Naik');
    expect(text).not.toContain('rahasia');
    expect(log[1]).toMatchObject({
      before: { id: secret.id, version: 1, visibility: 'private', content_hidden: true },
      after: { version: 2, content_hidden: true },
    });
  });
});

describe('shared notes', () => {
  it('are read and edited by another member; the author stays the author', async () => {
    const { manager, shared } = await team();
    expect(data<Note>(await manager.request('GET', noteUrl(shared)))).toEqual(shared);
    const edited = data<Note>(
      await manager.request('PUT', noteUrl(shared), {
        // The form sends the visibility it shows; the same value is no change.
        body: { version: 1, body: 'Dewi buka toko hari Selasa', visibility: 'shared' },
      }),
    );
    expect(edited).toMatchObject({
      body: 'Dewi buka toko hari Selasa',
      author_id: shared.author_id,
      author_name: 'Siti Rahayu',
      version: 2,
    });
    const log = await activityOf(t, shared.id);
    expect(log[1]).toMatchObject({
      action: 'note.update',
      before: { body: 'Dewi buka toko hari Senin' },
      after: { body: 'Dewi buka toko hari Selasa' },
    });
  });

  it('change visibility only by their author (403 for anyone else, nothing changed)', async () => {
    const { owner, manager, shared } = await team();
    const refused = await manager.request('PUT', noteUrl(shared), {
      body: { version: 1, visibility: 'private', title: 'Punya saya' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      errors: { visibility: ['Only the author can change who sees this note.'] },
      field_codes: { visibility: ['note_author_only'] },
    });
    expect(data<Note>(await owner.request('GET', noteUrl(shared)))).toEqual(shared);
    const hidden = data<Note>(
      await owner.request('PUT', noteUrl(shared), { body: { version: 1, visibility: 'private' } }),
    );
    expect(hidden).toMatchObject({ visibility: 'private', version: 2 });
    expect((await manager.request('GET', noteUrl(shared))).statusCode).toBe(404);
    expect(await titlesOf(manager)).toEqual([]);
  });

  it('may be deleted by another member who manages notes, not by a viewer', async () => {
    const { owner, shared } = await team();
    const viewer = await addMember(t, owner, 'viewer');
    expect(await titlesOf(viewer)).toEqual(['Jadwal piket']);
    expect((await viewer.request('DELETE', noteUrl(shared))).statusCode).toBe(403);
    const cashier = await addMember(t, owner, 'cashier');
    expect((await cashier.request('DELETE', noteUrl(shared))).statusCode).toBe(200);
    expect(await titlesOf(owner)).toEqual(['Gaji karyawan']);
  });
});
