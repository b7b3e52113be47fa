import { randomUUID } from 'node:crypto';
import {
  type Activity,
  type Cashbook,
  type Category,
  type Entry,
  type Note,
  toDecimalString,
} from '@usaha/shared';
import type { LightMyRequestResponse } from 'fastify';
import unzipper from 'unzipper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../lib/parse/csv-reader';
import { createContact, createProduct } from '../../test/directory';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness';
import {
  addMember,
  categoryNamed,
  createBook,
  createEntry,
  data,
  type Owner,
  signUpOwner,
} from '../../test/ledger';

let t: TestApp;
let owner: Owner;
let cashier: Owner;
let book: Cashbook;
let entries: Entry[];

const EXPORT = '/api/v1/privacy/export/';

async function userOf(client: TestClient) {
  const response = await client.request('GET', '/api/v1/auth/profile/');
  return response.json<{ user: { id: string; username: string } }>().user;
}

async function note(client: TestClient, title: string, visibility: 'private' | 'shared') {
  return data<Note>(
    await client.request('POST', '/api/v1/notes/', { body: { title, visibility } }),
    201,
  );
}

async function notify(client: TestClient, businessId: string, title: string) {
  const user = await userOf(client);
  await t.database.query(
    `insert into notifications (id, business_id, user_id, type, title) values ($1, $2, $3, 'test', $4)`,
    [randomUUID(), businessId, user.id, title],
  );
}

type Zip = Map<string, string>;

async function unzip(response: LightMyRequestResponse): Promise<Zip> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  const directory = await unzipper.Open.buffer(response.rawPayload);
  const files: Zip = new Map();
  for (const file of directory.files) files.set(file.path, (await file.buffer()).toString('utf8'));
  return files;
}

async function download(client: TestClient): Promise<Zip> {
  return unzip(await client.request('GET', EXPORT));
}

function json<T>(zip: Zip, path: string): T {
  const text = zip.get(path);
  if (text === undefined) throw new Error(`${path} is not in the archive`);
  return JSON.parse(text) as T;
}

function folderOf(zip: Zip, businessId: string): string {
  for (const [path, text] of zip) {
    if (path.endsWith('/business.json') && JSON.parse(text).id === businessId) {
      return path.slice(0, -'/business.json'.length);
    }
  }
  throw new Error(`no folder for ${businessId}`);
}

function filesIn(zip: Zip, folder: string): string[] {
  return [...zip.keys()]
    .filter((path) => path.startsWith(`${folder}/`))
    .map((path) => path.slice(folder.length + 1))
    .sort();
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t);
  book = await createBook(owner, { name: 'Kas Toko' });
  const sales = await categoryNamed(owner, 'Penjualan');
  entries = [
    await createEntry(owner, {
      cashbook_id: book.id,
      amount: 150_000_00,
      category_id: sales.id,
      description: '=HYPERLINK("http://evil.example")',
      reference: 'INV-1',
    }),
    await createEntry(owner, {
      cashbook_id: book.id,
      direction: 'out',
      amount: 20_000_50,
      date: '2026-11-03',
      description: 'Beli gula, "Gulaku"',
    }),
  ];
  await createContact(owner, { name: 'Budi Santoso', phone: '081234567890' });
  await createProduct(owner, { sku: 'KOPI-1', name: 'Kopi' });
  await note(owner, 'Catatan tim', 'shared');
  await note(owner, 'Catatan pribadi pemilik', 'private');
  const accountant = await addMember(t, owner, 'accountant');
  await note(accountant, 'Rahasia akuntan', 'private');
  cashier = await addMember(t, owner, 'cashier');
  await note(cashier, 'Catatan kasir', 'private');
  await notify(owner, owner.businessId, 'Untuk pemilik');
  // A notification kept as its values is worded in the export's language.
  await owner.request('POST', '/api/v1/notifications/test/', { body: {} });
  await notify(cashier, owner.businessId, 'Untuk kasir');
  // A business where the owner's membership is disabled stays out of the archive.
  const elsewhere = await signUpOwner(t);
  await t.database.query(
    `insert into memberships (business_id, user_id, role, status) values ($1, $2, 'viewer', 'disabled')`,
    [elsewhere.businessId, (await userOf(owner)).id],
  );
});
afterAll(() => t.close());

describe('privacy: download all my data', () => {
  // One download per user a minute: the owner's is fetched once and read by several tests.
  let ownerResponse: LightMyRequestResponse;
  let ownerZip: Zip;
  beforeAll(async () => {
    ownerResponse = await owner.request('GET', EXPORT);
    ownerZip = await unzip(ownerResponse);
  });

  it('names the file after the user and the date, and holds the account at the top', async () => {
    const user = await userOf(owner);
    expect(ownerResponse.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="usaha-data-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    expect(ownerResponse.headers['cache-control']).toBe('no-store');
    const zip = ownerZip;

    const profile = json<Record<string, unknown>>(zip, 'profile.json');
    expect(profile).toMatchObject({
      id: user.id,
      username: user.username,
      full_name: 'Siti Rahayu',
    });
    expect(Object.keys(profile).join(' ')).not.toMatch(/password|hash/);
    const memberships = json<Array<{ business_id: string; role: string; status: string }>>(
      zip,
      'memberships.json',
    );
    expect(memberships.map((m) => [m.role, m.status])).toEqual([
      ['owner', 'active'],
      ['viewer', 'disabled'],
    ]);
    const sessions = json<Array<Record<string, unknown>>>(zip, 'sessions.json');
    expect(sessions.length).toBeGreaterThan(0);
    expect(Object.keys(sessions[0] ?? {})).not.toContain('token_hash');
    expect(JSON.stringify(sessions)).not.toMatch(/refresh/i);

    // Only the business where the membership is active has a folder.
    const folders = new Set(
      [...zip.keys()].filter((p) => p.includes('/')).map((p) => p.split('/')[0]),
    );
    expect([...folders]).toEqual([folderOf(zip, owner.businessId)]);
    const folder = folderOf(zip, owner.businessId);
    expect(folder).toMatch(/^toko-\d+$/);
    expect(filesIn(zip, folder)).toEqual([
      'activities.json',
      'business.json',
      'cashbooks.json',
      'categories.json',
      'contacts.csv',
      'entries.csv',
      'notes.json',
      'notifications.json',
      'products.csv',
    ]);
  });

  it('writes what the owner sees: books, categories, entries, directory, notes, log, own notifications', async () => {
    const zip = ownerZip;
    const folder = folderOf(zip, owner.businessId);
    expect(json(zip, `${folder}/business.json`)).toMatchObject({
      id: owner.businessId,
      currency: 'IDR',
      your_role: 'owner',
    });
    expect(json<Cashbook[]>(zip, `${folder}/cashbooks.json`)).toEqual(
      data<Cashbook[]>(await owner.request('GET', '/api/v1/cashbooks/?include_archived=true')),
    );
    expect(
      json<Category[]>(zip, `${folder}/categories.json`)
        .map((c) => c.name)
        .sort(),
    ).toEqual(
      data<Category[]>(await owner.request('GET', '/api/v1/categories/'))
        .map((c) => c.name)
        .sort(),
    );

    const [header, ...rows] = readCsv(zip.get(`${folder}/entries.csv`) ?? '', ',').map(
      (record) => record.cells,
    );
    expect(header?.[0]).toBe('Tanggal');
    const byId = new Map(rows.map((cells) => [cells.at(-1), cells]));
    expect(rows).toHaveLength(entries.length);
    for (const entry of entries) {
      const cells = byId.get(entry.id);
      const amount = toDecimalString(entry.amount, 'IDR');
      expect(cells?.slice(0, 5)).toEqual([
        entry.date,
        'Kas Toko',
        'IDR',
        entry.direction === 'in' ? amount : '',
        entry.direction === 'out' ? amount : '',
      ]);
    }
    // Formula injection is neutralised, as in every CSV download.
    expect(rows.map((cells) => cells[6])).toContain('\'=HYPERLINK("http://evil.example")');

    const contacts = readCsv(zip.get(`${folder}/contacts.csv`) ?? '', ',').map((r) => r.cells);
    expect(contacts.slice(1).map((cells) => cells[0])).toEqual(['Budi Santoso']);
    const products = readCsv(zip.get(`${folder}/products.csv`) ?? '', ',').map((r) => r.cells);
    expect(products.slice(1).map((cells) => cells[0])).toEqual(['KOPI-1']);

    const notes = json<Note[]>(zip, `${folder}/notes.json`).map((n) => n.title);
    expect(notes.sort()).toEqual(['Catatan pribadi pemilik', 'Catatan tim']);
    const log = json<Activity[]>(zip, `${folder}/activities.json`).map((a) => a.action);
    expect(log).toEqual(expect.arrayContaining(['entry.create', 'note.create', 'privacy.export']));
    expect(json<Array<{ title: string }>>(zip, `${folder}/notifications.json`)).toEqual([
      expect.objectContaining({
        title: 'Notifikasi uji',
        body: expect.stringMatching(/^Halo .+, ini notifikasi uji dari Toko \d+\./),
        params: expect.objectContaining({ business_name: expect.any(String) }),
      }),
      expect.objectContaining({ title: 'Untuk pemilik', type: 'test', read_at: null }),
    ]);
  });

  it('gives a cashier only what a cashier may see, and every member only their own private notes', async () => {
    const zip = await download(cashier);
    const folder = folderOf(zip, owner.businessId);
    expect(filesIn(zip, folder)).toEqual([
      'business.json',
      'cashbooks.json',
      'categories.json',
      'contacts.csv',
      'notes.json',
      'notifications.json',
      'products.csv',
    ]);
    expect(json(zip, `${folder}/business.json`)).toMatchObject({ your_role: 'cashier' });
    const notes = json<Note[]>(zip, `${folder}/notes.json`).map((n) => n.title);
    expect(notes.sort()).toEqual(['Catatan kasir', 'Catatan tim']);
    expect(
      json<Array<{ title: string }>>(zip, `${folder}/notifications.json`).map((n) => n.title),
    ).toEqual(['Untuk kasir']);
    // The cashier's own business (they signed up with one) is exported in full.
    const own = [...zip.keys()]
      .filter((path) => path.endsWith('/business.json') && !path.startsWith(`${folder}/`))
      .map((path) => path.split('/')[0] ?? '');
    expect(own).toHaveLength(1);
    expect(filesIn(zip, own[0] ?? '')).toContain('activities.json');
  });

  it('allows one download a minute and logs each one', async () => {
    const user = await signUpOwner(t);
    await download(user);
    const again = await user.request('GET', EXPORT);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    const { id } = await userOf(user);
    const logs = await t.database.query<{ action: string; business_id: string }>(
      "select action, business_id from activities where user_id = $1 and action = 'privacy.export'",
      [id],
    );
    expect(logs).toEqual([{ action: 'privacy.export', business_id: user.businessId }]);
  });
});
