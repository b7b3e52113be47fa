import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Attachment, EntryDetail } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pngDeclaring,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  tinyWebp,
  webpDeclaring,
} from '../../../test/files';
import type { TestApp, TestClient } from '../../../test/harness';
import { createTestApp } from '../../../test/harness';
import {
  addMember,
  bookOf,
  createBook,
  createEntry,
  data,
  type Owner,
  signUpOwner,
} from '../../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uploadsDir = () => join(t.config.dataDir, 'uploads');

/** Every stored file, as `<business_id>/<name>`. */
function storedFiles(): string[] {
  const root = uploadsDir();
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => join(item.parentPath, item.name).slice(root.length + 1))
    .sort();
}

async function storageKeys(entryId: string): Promise<string[]> {
  const rows = await t.database.query<{ storage_key: string }>(
    'select storage_key from attachments where entry_id = $1 order by storage_key',
    [entryId],
  );
  return rows.map((row) => row.storage_key);
}

function upload(
  client: TestClient,
  entryId: string,
  body: Buffer,
  options: { filename?: string; type?: string; key?: string } = {},
) {
  const query =
    options.filename === undefined ? '' : `?filename=${encodeURIComponent(options.filename)}`;
  return client.request('POST', `/api/v1/entries/${entryId}/attachments/${query}`, {
    body,
    headers: {
      'content-type': options.type ?? 'application/octet-stream',
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });
}

async function entryWithBook(owner: Owner) {
  const book = await createBook(owner);
  return createEntry(owner, { cashbook_id: book.id, direction: 'out', amount: 45_000_00 });
}

async function detail(client: TestClient, entryId: string) {
  return data<EntryDetail>(await client.request('GET', `/api/v1/entries/${entryId}/`));
}

describe('attachments', () => {
  it('stores a JPEG, a PNG, a WebP and a PDF and sends each back byte for byte', async () => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const files = [
      { bytes: tinyJpeg(), type: 'image/jpeg', filename: 'nota.jpg' },
      { bytes: tinyPng(), type: 'image/png', filename: 'struk.png' },
      { bytes: tinyWebp(), type: 'image/webp', filename: 'foto.webp' },
      { bytes: tinyPdf(), type: 'application/pdf', filename: 'Faktur Bu Sri – Maret.pdf' },
    ];
    const stored: Attachment[] = [];
    for (const file of files) {
      const response = await upload(owner, entry.id, file.bytes, file);
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<{ success: boolean; data: Attachment }>();
      expect(body).toEqual({
        success: true,
        data: {
          id: expect.any(String),
          filename: file.filename,
          content_type: file.type,
          size: file.bytes.length,
          created_at: expect.any(String),
        },
      });
      stored.push(body.data);
    }

    for (const [index, file] of files.entries()) {
      const attachment = stored[index];
      const response = await owner.request('GET', `/api/v1/attachments/${attachment?.id}/`);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(file.bytes)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': file.type,
        'content-length': String(file.bytes.length),
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'",
        'cache-control': 'private, max-age=3600',
      });
    }

    // Even a client that asks for compression gets the bytes as they are.
    const compressed = await owner.request('GET', `/api/v1/attachments/${stored[3]?.id}/`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBeUndefined();
    expect(compressed.rawPayload.equals(tinyPdf())).toBe(true);

    const shown = await detail(owner, entry.id);
    expect(shown.attachment_count).toBe(4);
    expect(shown.attachments.map((a) => a.id).sort()).toEqual(stored.map((a) => a.id).sort());
    // The entry's version is untouched: an edit in progress still saves.
    expect(shown.version).toBe(entry.version);

    const keys = await storageKeys(entry.id);
    expect(keys.every((key) => key.startsWith(`${owner.businessId}/`))).toBe(true);
    for (const key of keys) expect(existsSync(join(uploadsDir(), key))).toBe(true);
    const [first] = keys;
    expect(readdirSync(join(uploadsDir(), owner.businessId))).toHaveLength(4);
    expect(first && readFileSync(join(uploadsDir(), first)).length).toBeGreaterThan(0);

    const logged = await t.database.query<{
      entity_type: string;
      entity_id: string;
      after: unknown;
    }>(
      `select entity_type, entity_id, after from activities
        where business_id = $1 and action = 'attachment.create'`,
      [owner.businessId],
    );
    expect(logged).toHaveLength(4);
    expect(logged).toContainEqual({ entity_type: 'entry', entity_id: entry.id, after: stored[0] });
  });

  it('names the file after what it is, with no path or control characters', async () => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const response = await upload(owner, entry.id, tinyJpeg(), {
      filename: '../../etc/no\u0007ta.png',
      type: 'image/png',
    });
    const attachment = data<Attachment>(response, 201);
    expect(attachment).toMatchObject({ filename: 'nota.jpg', content_type: 'image/jpeg' });
    const read = await owner.request('GET', `/api/v1/attachments/${attachment.id}/`);
    expect(read.headers['content-type']).toBe('image/jpeg');
  });

  it.each([
    ['an HTML page declared as image/png', '<!doctype html><script>alert(1)</script>', 'image/png'],
    ['an SVG declared as image/jpeg', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/jpeg'],
    ['a script declared as a PDF', '#!/bin/sh\necho hi\n', 'application/pdf'],
    ['a text file sent as octet-stream', 'Nota 12 November', 'application/octet-stream'],
    ['HTML declared as text/html', '<html></html>', 'text/html'],
    ['a JSON body', '{"file":"x"}', 'application/json'],
  ])('refuses %s with 415 and stores nothing', async (_name, content, type) => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const before = storedFiles();
    const response = await upload(owner, entry.id, Buffer.from(content), {
      filename: 'nota.png',
      type,
    });
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('JPEG, PNG or WebP'),
      request_id: expect.any(String),
    });
    expect(await storageKeys(entry.id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
    expect((await detail(owner, entry.id)).attachment_count).toBe(0);
  });

  it('refuses a file over 10 MB with 413 in the envelope, and an empty file with 400', async () => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const before = storedFiles();
    const big = Buffer.concat([tinyJpeg(), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await upload(owner, entry.id, big, {
      filename: 'big.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('10 MB'),
      request_id: expect.any(String),
    });
    const empty = await upload(owner, entry.id, Buffer.alloc(0), {
      filename: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(storedFiles()).toEqual(before);
    expect(await storageKeys(entry.id)).toEqual([]);
  });

  it('takes a file of exactly 10 MB', async () => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const jpeg = tinyJpeg();
    const exact = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 - jpeg.length)]);
    const attachment = data<Attachment>(
      await upload(owner, entry.id, exact, { filename: 'besar.jpg', type: 'image/jpeg' }),
      201,
    );
    expect(attachment.size).toBe(10 * 1024 * 1024);
  });

  it.each([
    [
      'a 1 KB PNG declaring 100,000 × 100,000 pixels',
      pngDeclaring(100_000, 100_000),
      'IMAGE_TOO_LARGE',
    ],
    [
      'a JPEG declaring 65,535 × 65,535',
      tinyJpeg({ width: 65_535, height: 65_535 }),
      'IMAGE_TOO_LARGE',
    ],
    ['a WebP canvas of 30,000 × 30,000', webpDeclaring(30_000, 30_000), 'IMAGE_TOO_LARGE'],
    ['a PNG whose header is cut off', tinyPng().subarray(0, 16), 'IMAGE_UNREADABLE'],
  ])('refuses %s with 422 and stores nothing', async (_name, bomb, code) => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const before = storedFiles();
    const response = await upload(owner, entry.id, bomb, { filename: 'nota.png' });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ success: false, code, request_id: expect.any(String) });
    expect(await storageKeys(entry.id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
    expect((await detail(owner, entry.id)).attachment_count).toBe(0);
  });

  it('says why an image is refused in the caller language, and takes one of exactly 40 megapixels', async () => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const refused = await owner.request(
      'POST',
      `/api/v1/entries/${entry.id}/attachments/?filename=nota.jpg`,
      {
        body: tinyJpeg({ width: 20_000, height: 20_000 }),
        headers: { 'content-type': 'image/jpeg', 'accept-language': 'id' },
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: expect.stringContaining('40 megapiksel'),
    });
    const taken = await upload(owner, entry.id, tinyJpeg({ width: 8000, height: 5000 }), {
      filename: 'nota.jpg',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await storageKeys(entry.id)).toHaveLength(1);
  });

  it('asks for a file name and a valid entry id', async () => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const unnamed = await upload(owner, entry.id, tinyPng());
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { filename: [expect.any(String)] },
    });
    const badId = await upload(owner, 'not-a-uuid', tinyPng(), { filename: 'a.png' });
    expect(badId.statusCode).toBe(400);
    const missing = await upload(owner, '0190a000-0000-7000-8000-000000000000', tinyPng(), {
      filename: 'a.png',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('stores a retried upload once (same Idempotency-Key), and refuses the key for other bytes', async () => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const options = { filename: 'struk.png', key: 'receipt-1' };
    const first = await upload(owner, entry.id, tinyPng(), options);
    const before = storedFiles();
    const again = await upload(owner, entry.id, tinyPng(), options);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(storedFiles()).toEqual(before);
    expect((await detail(owner, entry.id)).attachment_count).toBe(1);
    const other = await upload(owner, entry.id, tinyPng([9, 9, 9]), options);
    expect(other.statusCode).toBe(422);
    expect(storedFiles()).toEqual(before);
  });

  it('keeps at most 10 attachments on an entry (422) and stores nothing for the eleventh', async () => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    for (let index = 0; index < 10; index += 1) {
      const response = await upload(owner, entry.id, tinyPng([index, 0, 0]), {
        filename: `struk-${index}.png`,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const before = storedFiles();
    const eleventh = await upload(owner, entry.id, tinyPng(), { filename: 'struk-10.png' });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json()).toMatchObject({ code: 'ATTACHMENT_LIMIT_REACHED' });
    expect(storedFiles()).toEqual(before);
    expect((await detail(owner, entry.id)).attachment_count).toBe(10);
  });

  it('lets two uploads at once never both become the eleventh', async () => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        upload(owner, entry.id, tinyPng([0, index, 0]), { filename: `s${index}.png` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(2);
    expect((await detail(owner, entry.id)).attachment_count).toBe(10);
    expect(await storageKeys(entry.id)).toHaveLength(10);
    expect(readdirSync(join(uploadsDir(), owner.businessId))).toHaveLength(10);
  });

  it("hides one business's files from another (404) and changes nothing", async () => {
    const owner = await signUpOwner(t);
    const stranger = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const attachment = data<Attachment>(
      await upload(owner, entry.id, tinyPdf(), { filename: 'rahasia.pdf' }),
      201,
    );
    const before = storedFiles();

    const read = await stranger.request('GET', `/api/v1/attachments/${attachment.id}/`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(read.body).not.toContain('%PDF');
    const uploaded = await upload(stranger, entry.id, tinyPng(), { filename: 'x.png' });
    expect(uploaded.statusCode).toBe(404);
    const removed = await stranger.request('DELETE', `/api/v1/attachments/${attachment.id}/`);
    expect(removed.statusCode).toBe(404);

    expect(storedFiles()).toEqual(before);
    const shown = await detail(owner, entry.id);
    expect(shown.attachment_count).toBe(1);
    expect(shown.attachments.map((a) => a.id)).toEqual([attachment.id]);
    const again = await owner.request('GET', `/api/v1/attachments/${attachment.id}/`);
    expect(again.rawPayload.equals(tinyPdf())).toBe(true);
  });

  it('lets a viewer read but not upload or delete', async () => {
    const owner = await signUpOwner(t);
    const viewer = await addMember(t, owner, 'viewer');
    const entry = await entryWithBook(owner);
    const attachment = data<Attachment>(
      await upload(owner, entry.id, tinyJpeg(), { filename: 'nota.jpg' }),
      201,
    );
    const read = await viewer.request('GET', `/api/v1/attachments/${attachment.id}/`);
    expect(read.statusCode).toBe(200);
    expect((await upload(viewer, entry.id, tinyJpeg(), { filename: 'n.jpg' })).statusCode).toBe(
      403,
    );
    const removed = await viewer.request('DELETE', `/api/v1/attachments/${attachment.id}/`);
    expect(removed.statusCode).toBe(403);
    expect(await storageKeys(entry.id)).toHaveLength(1);
  });

  it('keeps the receipts of an archived cash book read-only (422), still readable', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const entry = await createEntry(owner, { cashbook_id: book.id, amount: 12_000_00 });
    const attachment = data<Attachment>(
      await upload(owner, entry.id, tinyJpeg(), { filename: 'nota.jpg' }),
      201,
    );
    const current = await bookOf(owner, book.id);
    const archived = await owner.request('PUT', `/api/v1/cashbooks/${book.id}/`, {
      body: { version: current.version, archived: true },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const before = storedFiles();

    const added = await upload(owner, entry.id, tinyPng(), { filename: 'lagi.png' });
    expect(added.statusCode).toBe(422);
    expect(added.json()).toMatchObject({ code: 'CASHBOOK_ARCHIVED' });
    const removed = await owner.request('DELETE', `/api/v1/attachments/${attachment.id}/`);
    expect(removed.statusCode).toBe(422);
    expect(removed.json()).toMatchObject({ code: 'CASHBOOK_ARCHIVED' });
    expect(storedFiles()).toEqual(before);
    const read = await owner.request('GET', `/api/v1/attachments/${attachment.id}/`);
    expect(read.rawPayload.equals(tinyJpeg())).toBe(true);
    expect((await detail(owner, entry.id)).attachment_count).toBe(1);
  });

  it('deletes an attachment: the row, the count, the file, and logs it', async () => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const kept = data<Attachment>(
      await upload(owner, entry.id, tinyJpeg(), { filename: 'tetap.jpg' }),
      201,
    );
    const gone = data<Attachment>(
      await upload(owner, entry.id, tinyPng(), { filename: 'hapus.png' }),
      201,
    );
    const [goneRow] = await t.database.query<{ storage_key: string }>(
      'select storage_key from attachments where id = $1',
      [gone.id],
    );
    const goneFile = join(uploadsDir(), goneRow?.storage_key ?? 'missing');
    expect(existsSync(goneFile)).toBe(true);

    const response = await owner.request('DELETE', `/api/v1/attachments/${gone.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Attachment deleted' });
    expect(existsSync(goneFile)).toBe(false);
    const shown = await detail(owner, entry.id);
    expect(shown.attachment_count).toBe(1);
    expect(shown.attachments.map((a) => a.id)).toEqual([kept.id]);
    expect((await owner.request('GET', `/api/v1/attachments/${gone.id}/`)).statusCode).toBe(404);
    expect((await owner.request('DELETE', `/api/v1/attachments/${gone.id}/`)).statusCode).toBe(404);
    const logged = await t.database.query<{ entity_id: string; before: unknown }>(
      `select entity_id, before from activities
        where business_id = $1 and action = 'attachment.delete'`,
      [owner.businessId],
    );
    expect(logged).toEqual([{ entity_id: entry.id, before: gone }]);
  });

  it('removes the files from disk when their entry is deleted, alone or in bulk', async () => {
    const owner = await signUpOwner(t);
    const one = await entryWithBook(owner);
    const two = await entryWithBook(owner);
    await upload(owner, one.id, tinyJpeg(), { filename: 'a.jpg' });
    await upload(owner, one.id, tinyPdf(), { filename: 'b.pdf' });
    await upload(owner, two.id, tinyPng(), { filename: 'c.png' });
    const files = [...(await storageKeys(one.id)), ...(await storageKeys(two.id))].map((key) =>
      join(uploadsDir(), key),
    );
    expect(files.every((file) => existsSync(file))).toBe(true);

    expect((await owner.request('DELETE', `/api/v1/entries/${one.id}/`)).statusCode).toBe(200);
    expect(files.map((file) => existsSync(file))).toEqual([false, false, true]);
    const bulk = await owner.request('POST', '/api/v1/entries/bulk/delete/', {
      body: { ids: [two.id] },
    });
    expect(bulk.statusCode).toBe(200);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect(readdirSync(join(uploadsDir(), owner.businessId))).toEqual([]);
  });

  it('answers anonymous callers 401 before reading the body', async () => {
    const owner = await signUpOwner(t);
    const entry = await entryWithBook(owner);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/entries/${entry.id}/attachments/?filename=a.jpg`,
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.concat([tinyJpeg(), Buffer.alloc(11 * 1024 * 1024)]),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
});
