/**
 * The notes import: CSV or XLSX, all or nothing, read back from the notes download in either
 * language; the notes are the importer's, and no other business or member sees a private one.
 */
import type { Note } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness';
import { addMember, data, type Owner, signUpOwner } from '../../test/ledger';
import { createNote, listNotes } from '../notes/notes-test-helpers';
import {
  base64Of,
  commit as commitTo,
  countRows,
  download,
  preview as previewIn,
  type Upload,
} from './directory-io-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const preview = (client: TestClient, upload: Upload) => previewIn(client, 'notes', upload);
const commit = (client: TestClient, upload: Upload, headers?: Record<string, string>) =>
  commitTo(client, 'notes', upload, headers);

/** What an import keeps of a note, in the list's order. */
async function notesOf(client: TestClient) {
  return (await listNotes(client, '?limit=100')).data.map(
    ({ title, body, color, pinned, tags, visibility }) => ({
      title,
      body,
      color,
      pinned,
      tags,
      visibility,
    }),
  );
}

const countNotes = (owner: Owner) => countRows(t, 'notes', owner.businessId);

const HUGE = 'x'.repeat(50_001);

const BAD = [
  'Judul,Isi,Warna,Disematkan,Label,Terlihat oleh',
  'Belanja pasar,"- cabai\n- bawang",Merah,ya,"dapur, pasar",Tim',
  'Resep,Sambal,ungu muda,tidak,,Pribadi',
  ',Tanpa judul,,,,',
  `Panjang,${HUGE},,,,`,
  'Rahasia,Isi,,,,semua orang',
  'Rusak\u0000,Isi,,,,',
  'Setengah \ud800,Isi,,,,',
  'Salah baca,caf\uFFFD,,,,',
].join('\n');

/** Line 2 of both files, as it is saved. */
const SHOPPING = {
  title: 'Belanja pasar',
  body: '- cabai\n- bawang',
  color: 'red',
  pinned: true,
  tags: ['dapur', 'pasar'],
  visibility: 'shared',
};

const FIXED = [
  'Judul,Isi,Warna,Disematkan,Label,Terlihat oleh',
  'Belanja pasar,"- cabai\n- bawang",Merah,ya,"dapur, pasar",Tim',
  'Resep,Sambal,ungu,tidak,,Pribadi',
  'Jadwal,"    kode\n\nSenin: Dewi ",,,,',
].join('\n');

describe('notes import', () => {
  it('reports bad lines with codes, saves nothing, then imports the fixed file', async () => {
    const owner = await signUpOwner(t);
    const checked = await preview(owner, { content: BAD });
    expect(checked).toMatchObject({
      columns: ['title', 'body', 'color', 'pinned', 'tags', 'visibility'],
      total_rows: 8,
      valid_rows: 1,
    });
    // The first note's body spans lines 2 and 3 of the file: the next one starts on line 4.
    expect(
      checked.issues.map(({ line, field, code, limit }) => [line, field, code, limit]),
    ).toEqual([
      [4, 'color', 'invalid_note_color', null],
      [5, 'title', 'required', null],
      [6, 'body', 'too_long', 50_000],
      [7, 'visibility', 'invalid_visibility', null],
      [8, 'title', 'invalid_character', null],
      [9, 'title', 'invalid_encoding', null],
      [10, 'body', 'invalid_encoding', null],
    ]);
    expect(checked.issues[2]?.value).toBe(`${'x'.repeat(39)}…`);
    expect(checked.issues[4]?.value).toBeNull();
    expect(checked.sample).toEqual([{ line: 2, ...SHOPPING }]);

    const refused = await commit(owner, { content: BAD });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'IMPORT_LINES_INVALID',
      message: expect.stringMatching(/^Lines 4, 5, 6, 7, 8, 9, 10 have problems; nothing/),
    });
    expect(refused.json().field_codes).toMatchObject({
      '6.body': ['too_long'],
      '8.title': ['invalid_character'],
    });
    expect(refused.json().errors['6.body']).toEqual(['Use at most 50000 characters.']);
    const indonesian = await commit(owner, { content: BAD }, { 'accept-language': 'id' });
    expect(indonesian.json().errors['7.visibility']).toEqual(['Tulis pribadi atau tim.']);
    expect(await countNotes(owner)).toBe(0);

    const saved = await commit(owner, { content: FIXED });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toEqual({ success: true, data: { imported: 3 } });
    // Pinned first, then the file's order; spaces of the Markdown kept as written.
    expect(await notesOf(owner)).toEqual([
      SHOPPING,
      {
        title: 'Resep',
        body: 'Sambal',
        color: 'violet',
        pinned: false,
        tags: [],
        visibility: 'private',
      },
      {
        title: 'Jadwal',
        body: '    kode\n\nSenin: Dewi ',
        color: 'default',
        pinned: false,
        tags: [],
        visibility: 'private',
      },
    ]);
    const authors = await t.database.query<{ author: string; member: string }>(
      `select distinct n.author_id as author, m.user_id as member
       from notes n join memberships m on m.business_id = n.business_id
       where n.business_id = $1`,
      [owner.businessId],
    );
    expect(authors).toHaveLength(1);
    expect(authors[0]?.author).toBe(authors[0]?.member);
    const activity = await t.database.query<{ action: string; after: unknown }>(
      "select action, after from activities where business_id = $1 and action like 'note.%'",
      [owner.businessId],
    );
    expect(activity).toEqual([
      { action: 'note.import', after: { count: 3, filename: 'notes.csv' } },
    ]);
  });

  it('imports once per Idempotency-Key', async () => {
    const owner = await signUpOwner(t);
    const headers = { 'idempotency-key': 'import-notes-1' };
    expect((await commit(owner, { content: FIXED }, headers)).statusCode).toBe(201);
    const again = await commit(owner, { content: FIXED }, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ success: true, data: { imported: 3 } });
    expect(await countNotes(owner)).toBe(3);
    const other = await commit(owner, { content: FIXED.replace('Resep', 'Resep 2') }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countNotes(owner)).toBe(3);
  });

  it('lets whoever writes notes import them, refuses a viewer, and shows no other business', async () => {
    const owner = await signUpOwner(t);
    const viewer = await addMember(t, owner, 'viewer');
    expect((await commit(viewer, { content: FIXED })).statusCode).toBe(403);
    const previewed = await viewer.request('POST', '/api/v1/notes/import/preview/', {
      body: { filename: 'notes.csv', content: FIXED },
    });
    expect(previewed.statusCode).toBe(403);
    expect(await countNotes(owner)).toBe(0);

    const cashier = await addMember(t, owner, 'cashier');
    expect((await commit(cashier, { content: FIXED })).statusCode).toBe(201);
    // The cashier's private note stays theirs; the team note is the team's.
    expect((await notesOf(owner)).map((note) => note.title)).toEqual(['Belanja pasar']);
    expect((await notesOf(cashier)).map((note) => note.title)).toEqual([
      'Belanja pasar',
      'Resep',
      'Jadwal',
    ]);

    const stranger = await signUpOwner(t);
    expect(await notesOf(stranger)).toEqual([]);
    const theirs = await download(stranger, '/api/v1/exports/notes/');
    expect(theirs.body).not.toContain('Belanja pasar');
  });

  it('refuses a NUL in the file name as a validation error, and an unreadable workbook by line', async () => {
    const owner = await signUpOwner(t);
    const named = await commit(owner, { content: FIXED, filename: 'catatan\u0000.csv' });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({ errors: { filename: expect.any(Array) } });

    for (const content of [
      'bukan base64!',
      Buffer.from('PK\u0003\u0004 rusak').toString('base64'),
    ]) {
      const checked = await preview(owner, { content, format: 'xlsx' });
      expect(checked.issues).toMatchObject([{ line: 1, code: 'unreadable_workbook' }]);
      const refused = await commit(owner, { content, format: 'xlsx' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().field_codes).toEqual({ '1.row': ['unreadable_workbook'] });
    }
    expect(await countNotes(owner)).toBe(0);
  });

  it('downloads a template, the titles alone, which the import reads', async () => {
    const owner = await signUpOwner(t);
    const response = await download(owner, '/api/v1/exports/notes/?template=true&language=en');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="notes-template.csv"',
    );
    const template = response.body.slice(1);
    expect(template).toBe('Title,Text,Colour,Pinned,Tags,Seen by,Author,Changed\r\n');
    const checked = await preview(owner, { content: `${template}Ide,,Blue,Yes,,Team,,\r\n` });
    expect(checked.issues).toEqual([]);
    expect(checked.columns).toEqual([
      'title',
      'body',
      'color',
      'pinned',
      'tags',
      'visibility',
      null,
      null,
    ]);
    expect(checked.sample[0]).toMatchObject({ title: 'Ide', color: 'blue', visibility: 'shared' });
  });
});

describe('notes export → import', () => {
  const NOTES = [
    {
      title: '=HYPERLINK("http://x")',
      body: '- cabai\n- bawang\n\n**pedas**',
      color: 'teal',
      pinned: true,
      tags: ['dapur', 'resep'],
      visibility: 'shared',
    },
    {
      title: '@rapat',
      body: '+62 812 buat Budi',
      color: 'yellow',
      pinned: false,
      tags: [],
      visibility: 'private',
    },
    {
      title: 'Kode',
      body: '    indented\n\t-tab "kutip", koma ',
      color: 'default',
      pinned: false,
      tags: ['teknis'],
      visibility: 'shared',
    },
    { title: '-1', body: '', color: 'violet', pinned: true, tags: [], visibility: 'private' },
  ];

  let owner: Owner;
  let written: Awaited<ReturnType<typeof notesOf>>;
  beforeAll(async () => {
    owner = await signUpOwner(t);
    for (const note of [...NOTES].reverse()) await createNote(owner, note);
    written = await notesOf(owner);
  });

  it.each([
    ['csv', 'id'],
    ['csv', 'en'],
    ['xlsx', 'id'],
    ['xlsx', 'en'],
  ] as const)(
    'reads back its own %s download with %s titles unchanged',
    async (format, language) => {
      const file = await download(
        owner,
        `/api/v1/exports/notes/?format=${format}&language=${language}`,
      );
      const content = format === 'csv' ? file.body : base64Of(file);
      const copy = await signUpOwner(t);
      const checked = await preview(copy, { content, format });
      expect(checked.issues).toEqual([]);
      expect(checked.columns.filter((field) => field !== null)).toHaveLength(6);
      const saved = await commit(copy, { content, format });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json().data).toEqual({ imported: NOTES.length });
      expect(await notesOf(copy)).toEqual(written);
      expect(written.map((note) => note.title)).toEqual([
        '=HYPERLINK("http://x")',
        '-1',
        '@rapat',
        'Kode',
      ]);
    },
  );

  it('names a private note of another member in no download, so it cannot be imported', async () => {
    const manager = await addMember(t, owner, 'manager');
    const text = (await download(manager, '/api/v1/exports/notes/')).body;
    expect(text).not.toContain('@rapat');
    const copy = await signUpOwner(t);
    expect((await commit(copy, { content: text })).json().data).toEqual({ imported: 2 });
    const notes = data<Note[]>(await copy.request('GET', '/api/v1/notes/'));
    expect(notes.map((note) => note.title)).toEqual(['=HYPERLINK("http://x")', 'Kode']);
  });
});
