/** The notes export: what the caller may see, never another member's private note. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness';
import { addMember, signUpOwner } from '../../test/ledger';
import { createNote } from './notes-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function csvLines(client: TestClient, query: string) {
  const response = await client.request('GET', `/api/v1/exports/notes/?format=csv${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

async function xlsxRows(client: TestClient, query: string) {
  const response = await client.request('GET', `/api/v1/exports/notes/?format=xlsx${query}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="notes-toko-\d+-\d{4}-\d{2}-\d{2}\.xlsx"$/,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Notes');
  if (!sheet) throw new Error('no Notes sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('notes export', () => {
  it("leaves out another member's private notes, in CSV and XLSX", async () => {
    const owner = await signUpOwner(t);
    const manager = await addMember(t, owner, 'manager');
    await createNote(owner, { title: 'Rahasia pemilik', body: 'Gaji naik' });
    await createNote(owner, {
      title: 'Jadwal piket',
      body: 'Senin: Dewi\nSelasa: Budi',
      visibility: 'shared',
      pinned: true,
      color: 'teal',
      tags: ['tim', 'jadwal'],
    });
    await createNote(manager, { title: 'Catatan manajer' });

    const ownerLines = await csvLines(owner, '');
    expect(ownerLines[0]).toBe('Judul;Isi;Warna;Disematkan;Label;Terlihat oleh;Penulis;Diubah');
    expect(ownerLines.join('\n')).toContain('Rahasia pemilik');
    expect(ownerLines.join('\n')).not.toContain('Catatan manajer');
    expect(ownerLines[1]).toMatch(
      /^Jadwal piket;"Senin: Dewi\r?\nSelasa: Budi";Toska;Ya;"tim, jadwal";Tim;Siti Rahayu;\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );

    const managerText = (await csvLines(manager, '')).join('\n');
    expect(managerText).not.toContain('Rahasia pemilik');
    expect(managerText).not.toContain('Gaji naik');
    expect(managerText).toContain('Jadwal piket');
    expect(managerText).toContain('Catatan manajer');
    // Searching for the private note's words finds nothing either.
    expect(await csvLines(manager, '&q=gaji')).toHaveLength(1);

    const rows = await xlsxRows(manager, '&language=en');
    expect(rows[0]).toEqual([
      'Title',
      'Text',
      'Colour',
      'Pinned',
      'Tags',
      'Seen by',
      'Author',
      'Changed',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Jadwal piket', 'Catatan manajer']);
    expect(rows[1]?.slice(2, 6)).toEqual(['Teal', 'Yes', 'tim, jadwal', 'Team']);
  });

  it('neutralises formulas and follows the search and tag', async () => {
    const owner = await signUpOwner(t);
    await createNote(owner, { title: '=HYPERLINK("http://x")', body: '+1', tags: ['rumus'] });
    await createNote(owner, { title: 'Lain', tags: ['biasa'] });
    const lines = await csvLines(owner, '&tag=rumus');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")";'+1;`);
    const rows = await xlsxRows(owner, '&language=en&q=hyperlink');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(`'=HYPERLINK("http://x")`);
  });

  it('pages through more notes than one batch', async () => {
    const owner = await signUpOwner(t);
    const [user] = await t.database.query<{ id: string }>(
      'select user_id as id from memberships where business_id = $1',
      [owner.businessId],
    );
    await t.database.query(
      `insert into notes (id, business_id, author_id, title)
       select gen_random_uuid(), $1, $2, 'Catatan ' || i from generate_series(1, 1203) as i`,
      [owner.businessId, user?.id],
    );
    const lines = await csvLines(owner, '');
    expect(lines).toHaveLength(1 + 1203);
    expect(new Set(lines).size).toBe(1 + 1203);
  });
});
