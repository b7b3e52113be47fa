/**
 * The app with its files in an S3 bucket (S3_* set; s3rver here): receipts and logos go to the
 * bucket and nowhere on the disk, come back through the API's permission checks, and a bucket
 * that stops answering is the user's clear 503, in their language, with nothing half-saved.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Attachment, BusinessSettings, EntryDetail } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyJpeg, tinyPng } from '../test/files';
import { createTestApp, type TestApp } from '../test/harness';
import { createBook, createEntry, data, type Owner, signUpOwner } from '../test/ledger';
import { startS3Server, type TestS3 } from '../test/s3-server';
import { createS3Storage } from './s3-storage';

let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

async function inBucket(owner: Owner): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of createS3Storage(s3.settings).list(`${owner.businessId}/`)) {
    keys.push(file.key);
  }
  return keys.sort();
}

async function receiptEntry(owner: Owner) {
  const book = await createBook(owner);
  return createEntry(owner, { cashbook_id: book.id, direction: 'out', amount: 12_500_00 });
}

function uploadReceipt(owner: Owner, entryId: string, bytes: Buffer) {
  return owner.request('POST', `/api/v1/entries/${entryId}/attachments/?filename=nota.jpg`, {
    body: bytes,
    headers: { 'content-type': 'application/octet-stream', 'accept-language': 'id' },
  });
}

async function logoForm(bytes: Buffer) {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type: 'image/png' }), 'logo.png');
  const response = new Response(body);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

describe('files in an S3 bucket', () => {
  it('keeps receipts and logos in the bucket, served back through the API to who may see them', async () => {
    const owner = await signUpOwner(t);
    const other = await signUpOwner(t);
    const entry = await receiptEntry(owner);
    const jpeg = tinyJpeg();
    const receipt = data<Attachment>(await uploadReceipt(owner, entry.id, jpeg), 201);
    const logo = data<BusinessSettings>(
      await owner.request('POST', '/api/v1/settings/application/logo/', await logoForm(tinyPng())),
    );

    expect(await inBucket(owner)).toHaveLength(2);
    expect(existsSync(join(t.config.dataDir, 'uploads'))).toBe(false);

    const read = await owner.request('GET', `/api/v1/attachments/${receipt.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(jpeg)).toBe(true);
    const image = await owner.request('GET', `/api${logo.logo_url}`);
    expect(image.rawPayload.equals(tinyPng())).toBe(true);
    // Another business's receipt is not found, bucket or not.
    expect((await other.request('GET', `/api/v1/attachments/${receipt.id}/`)).statusCode).toBe(404);

    // Deleting the receipt takes its object from the bucket.
    expect((await owner.request('DELETE', `/api/v1/attachments/${receipt.id}/`)).statusCode).toBe(
      200,
    );
    expect(await inBucket(owner)).toHaveLength(1);
  });

  it('says so when the bucket does not answer, saves nothing, and works again when it is back', async () => {
    const owner = await signUpOwner(t);
    const entry = await receiptEntry(owner);
    const kept = data<Attachment>(await uploadReceipt(owner, entry.id, tinyJpeg()), 201);

    await s3.stop();
    try {
      const refused = await uploadReceipt(owner, entry.id, tinyJpeg());
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'STORAGE_UNAVAILABLE',
        message: expect.stringContaining('penyimpanan file'),
      });
      const english = await owner.request('GET', `/api/v1/attachments/${kept.id}/`, {
        headers: { 'accept-language': 'en' },
      });
      expect(english.statusCode).toBe(503);
      expect(english.json()).toMatchObject({ message: expect.stringContaining('file storage') });
      // The entry still has its one receipt: no row without its file.
      const shown = data<EntryDetail>(await owner.request('GET', `/api/v1/entries/${entry.id}/`));
      expect(shown.attachment_count).toBe(1);
      expect(shown.attachments.map((attachment) => attachment.id)).toEqual([kept.id]);
    } finally {
      await s3.start();
    }
    expect(data<Attachment>(await uploadReceipt(owner, entry.id, tinyJpeg()), 201)).toBeTruthy();
    expect(await inBucket(owner)).toHaveLength(2);
  });
});
