/**
 * An entry's receipt (nota) as a PDF, read back with poppler's pdftotext: the business, the
 * entry's facts and its amount in the caller's language; user text stays text; only those who
 * may see the entry get it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Contact, Entry } from '@usaha/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../../test/files';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addMember,
  categoryNamed,
  createBook,
  createEntry,
  data,
  type Owner,
  signUpOwner,
} from '../../test/ledger';

const run = promisify(execFile);
const HOSTILE =
  ') Tj ET /JavaScript << /S /Launch >> <script>alert(1)</script> http://evil.example';

let t: TestApp;
let owner: Owner;
let entry: Entry;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'usaha-nota-'));
  owner = await signUpOwner(t, 'id');
  const book = await createBook(owner, { name: 'Kas Laci' });
  const contact = data<Contact>(
    await owner.request('POST', '/api/v1/contacts/', { body: { name: 'Bu Ratna & Putri' } }),
    201,
  );
  entry = await createEntry(owner, {
    cashbook_id: book.id,
    amount: 150_000_000,
    date: '2026-10-05',
    category_id: (await categoryNamed(owner, 'Penjualan')).id,
    contact_id: contact.id,
    description: `Nasi kotak 100 porsi ${HOSTILE}`,
    reference: 'NK-0042',
  });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

const receipt = (client: Owner, id: string, language: 'id' | 'en') =>
  client.request('GET', `/api/v1/entries/${id}/receipt/`, {
    headers: { 'accept-language': language },
  });

/** The PDF's text as pdftotext reads it (its layout kept, runs of spaces made one). */
async function textOf(response: LightMyRequestResponse): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, response.rawPayload);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[ \t]+/g, ' ');
}

describe('the receipt of an entry', () => {
  it('reads in Indonesian: the business, the facts, the amount and who made the file', async () => {
    const response = await receipt(owner, entry.id, 'id');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="nota-2026-10-05-NK-0042.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await textOf(response);
    const business = (await owner.request('GET', '/api/v1/auth/profile/')).json().user.business;
    expect(text).toContain(business.name);
    expect(text).toContain('NOTA');
    expect(text).toContain('Uang masuk');
    expect(text).toMatch(/No\. NK-0042/);
    expect(text).toMatch(/Tanggal 05\/10\/2026/);
    expect(text).toMatch(/Buku kas Kas Laci/);
    expect(text).toMatch(/Kategori Penjualan/);
    expect(text).toMatch(/Diterima dari Bu Ratna & Putri/);
    expect(text).toMatch(/Jumlah Rp\s1\.500\.000/);
    expect(text).toContain('Dibuat dengan Usaha');
    expect(text).toContain(entry.id);

    // One small page: A6's width, as tall as its content.
    const info = (await run('pdfinfo', [await saved(response)])).stdout;
    expect(info).toMatch(/^Pages: +1$/m);
    const [, width, height] = /^Page size: +([\d.]+) x ([\d.]+) pts/m.exec(info) ?? [];
    expect(Number(width)).toBeCloseTo(297.64, 1);
    expect(Number(height)).toBeGreaterThan(200);
    expect(Number(height)).toBeLessThan(480);
  });

  it('reads in English, and keeps every user text as text', async () => {
    const response = await receipt(owner, entry.id, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('receipt-2026-10-05-NK-0042.pdf');
    const text = await textOf(response);
    expect(text).toContain('RECEIPT');
    expect(text).toContain('Money in');
    expect(text).toMatch(/Received from Bu Ratna & Putri/);
    // The seeded "Penjualan" in English words.
    expect(text).toMatch(/Category Sales/);
    expect(text).toMatch(/Amount IDR\s1,500,000/);
    expect(text).toContain('Made with Usaha');
    // The hostile description is drawn, word for word (wrapped where the line ends), and
    // nothing of it became PDF syntax.
    const squeezed = (value: string) => value.replace(/\s+/g, '');
    expect(squeezed(text)).toContain(squeezed(`Nasi kotak 100 porsi ${HOSTILE}`));
    const bytes = response.rawPayload.toString('latin1');
    for (const syntax of ['/JavaScript', '/JS', '/Launch', '/URI', '/OpenAction', '/AA']) {
      expect(bytes).not.toContain(syntax);
    }
  });

  it('draws the business logo when there is one', async () => {
    const before = await run('pdfimages', [
      '-list',
      await saved(await receipt(owner, entry.id, 'id')),
    ]);
    expect(imageRows(before.stdout)).toBe(0);
    const logo = await owner.request('POST', '/api/v1/settings/application/logo/', {
      body: tinyPng(),
      headers: { 'content-type': 'image/png' },
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const after = await run('pdfimages', [
      '-list',
      await saved(await receipt(owner, entry.id, 'id')),
    ]);
    expect(imageRows(after.stdout)).toBe(1);
  });

  it('is for whoever may see the entry: a cashier yes, another business and an unknown id 404', async () => {
    const cashier = await addMember(t, owner, 'cashier');
    expect((await receipt(cashier, entry.id, 'id')).statusCode).toBe(200);
    const stranger = await signUpOwner(t, 'en');
    for (const id of [entry.id, '01234567-89ab-7def-8123-456789abcdef']) {
      const refused = await receipt(stranger, id, 'en');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const malformed = await receipt(owner, 'nota', 'id');
    expect(malformed.statusCode).toBe(400);
  });
});

async function saved(response: LightMyRequestResponse): Promise<string> {
  expect(response.statusCode).toBe(200);
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, response.rawPayload);
  return file;
}

/** The images `pdfimages -list` lists (after its two header lines). */
const imageRows = (listing: string) => listing.trim().split('\n').slice(2).length;
