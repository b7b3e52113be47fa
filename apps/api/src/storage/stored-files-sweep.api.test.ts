/**
 * The daily sweep of stored files no record points to, on the disk and in an S3 bucket: what a
 * receipt, a logo or a post's cover holds stays; a file left behind goes once it is a day old;
 * keys of shapes Usaha does not make are never touched.
 */
import { randomUUID } from 'node:crypto';
import type { Attachment, EditorBlogPost } from '@usaha/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, EDITOR_POSTS, signUpEditor } from '../modules/blog/blog-test-helpers';
import { tinyJpeg, tinyPng } from '../test/files';
import { createTestApp, type TestApp } from '../test/harness';
import { runJob } from '../test/jobs';
import { createBook, createEntry, data, type Owner, signUpOwner } from '../test/ledger';
import { startS3Server, type TestS3 } from '../test/s3-server';
import { createLocalStorage, type FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

const HOUR = 60 * 60 * 1000;
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const places: Array<[string, () => Record<string, string>, (t: TestApp) => FileStorage]> = [
  ['on the disk', () => ({}), (t) => createLocalStorage(`${t.config.dataDir}/uploads`)],
  [
    'in an S3 bucket',
    () => ({ ...s3.env, S3_PREFIX: `sweep-${randomUUID()}/` }),
    (t) => createS3Storage(t.config.s3 ?? s3.settings),
  ],
];

describe.each(places)('the stored-files sweep %s', (_name, env, storageOf) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: env() });
  });
  afterAll(() => t.close());

  async function keysOf(storage: FileStorage): Promise<string[]> {
    const keys: string[] = [];
    for await (const file of storage.list('')) keys.push(file.key);
    return keys.sort();
  }

  async function ownedFiles(owner: Owner) {
    const book = await createBook(owner);
    const entry = await createEntry(owner, {
      cashbook_id: book.id,
      direction: 'out',
      amount: 5_000_00,
    });
    data<Attachment>(
      await owner.request('POST', `/api/v1/entries/${entry.id}/attachments/?filename=nota.jpg`, {
        body: tinyJpeg(),
        headers: { 'content-type': 'application/octet-stream' },
      }),
      201,
    );
    const form = new FormData();
    form.append('file', new Blob([tinyPng()], { type: 'image/png' }), 'logo.png');
    const body = new Response(form);
    const logo = await owner.request('POST', '/api/v1/settings/application/logo/', {
      body: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type') ?? '' },
    });
    expect(logo.statusCode).toBe(200);
  }

  it('removes only day-old files no record points to', async () => {
    const owner = await signUpOwner(t);
    await ownedFiles(owner);
    const { editor } = await signUpEditor(t);
    const post = await draft(editor);
    const cover = await sharp({
      create: { width: 900, height: 500, channels: 3, background: '#1b5e20' },
    })
      .jpeg()
      .toBuffer();
    data<EditorBlogPost>(
      await editor.request('POST', `${EDITOR_POSTS}${post.id}/cover/`, {
        body: cover,
        headers: { 'content-type': 'image/jpeg' },
      }),
    );
    const storage = storageOf(t);
    const owned = await keysOf(storage);
    expect(owned.length).toBeGreaterThanOrEqual(4);

    const left = [
      `${owner.businessId}/${randomUUID()}`,
      `${owner.businessId}/logo-${randomUUID()}`,
      `blog/covers/${randomUUID()}/480.webp`,
      `testimonials/photos/${randomUUID()}/480.jpg`,
    ];
    const foreign = ['backups/readme', `${owner.businessId}/nested/deeper`];
    for (const key of [...left, ...foreign]) await storage.put(key, Buffer.from('left behind'));

    // Half a day on: nothing is old enough to go.
    const early = await runJob(t, 'sweep-stored-files', new Date(Date.now() + 12 * HOUR));
    expect(early).toMatchObject({ removed: 0 });
    expect(await keysOf(storage)).toEqual([...owned, ...left, ...foreign].sort());

    const later = await runJob(t, 'sweep-stored-files', new Date(Date.now() + 48 * HOUR));
    expect(later).toMatchObject({ removed: left.length });
    expect(await keysOf(storage)).toEqual([...owned, ...foreign].sort());
  });
});
