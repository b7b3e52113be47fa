/**
 * What every file store keeps to (file-storage.ts): the disk and an S3-protocol bucket (s3rver,
 * started here) answer the same calls the same way, and a store that does not answer is the
 * user's STORAGE_UNAVAILABLE, never a crash.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3 } from '../test/s3-server';
import { createLocalStorage, type FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

let s3: TestS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(join(tmpdir(), 'usaha-contract-'));
});
afterAll(async () => {
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const drivers: Array<[string, () => FileStorage]> = [
  ['the disk', () => createLocalStorage(join(dataDir, `uploads-${Math.random()}`))],
  ['an S3 bucket', () => createS3Storage(s3.settings)],
  ['an S3 bucket under a prefix', () => createS3Storage({ ...s3.settings, prefix: 'site-a/' })],
];

const business = () =>
  `0190a000-0000-7000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;

describe.each(drivers)('files in %s', (_name, create) => {
  it('reads back what it stored, byte for byte, and replaces a file whole', async () => {
    const storage = create();
    const key = `${business()}/receipt`;
    const bytes = Buffer.from([0, 1, 2, 0x7f, 0x80, 254, 255]);
    await storage.put(key, bytes);
    expect(await storage.read(key)).toEqual(bytes);
    const larger = Buffer.alloc(300 * 1024, 7);
    await storage.put(key, larger);
    expect(await storage.read(key)).toEqual(larger);
  });

  it('reads null for what is not there and removes it quietly', async () => {
    const storage = create();
    const key = `${business()}/gone`;
    expect(await storage.read(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await storage.put(key, Buffer.from('x'));
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
  });

  it("lists one business's files, with when each was written", async () => {
    const storage = create();
    const mine = business();
    const other = business();
    const before = Date.now() - 60_000;
    await storage.put(`${mine}/a`, Buffer.from('1'));
    await storage.put(`${mine}/b`, Buffer.from('2'));
    await storage.put(`${other}/c`, Buffer.from('3'));
    const listed: Array<{ key: string; modifiedAt: Date }> = [];
    for await (const file of storage.list(`${mine}/`)) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual([`${mine}/a`, `${mine}/b`]);
    for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
    const all: string[] = [];
    for await (const file of storage.list('')) all.push(file.key);
    expect(all).toEqual(expect.arrayContaining([`${mine}/a`, `${mine}/b`, `${other}/c`]));
  });

  it('refuses a key that could leave its place', async () => {
    const storage = create();
    for (const key of ['../secret', '/etc/passwd', 'a/../../b', '.hidden', 'a//b']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Refused storage key/);
      await expect(storage.read(key)).rejects.toThrow(/Refused storage key/);
    }
  });
});

describe('a bucket that does not answer', () => {
  it('is STORAGE_UNAVAILABLE on every call, and works again once it is back', async () => {
    const storage = createS3Storage(s3.settings);
    const key = `${business()}/slip`;
    await storage.put(key, Buffer.from('before'));
    await s3.stop();
    try {
      for (const call of [
        () => storage.put(key, Buffer.from('during')),
        () => storage.read(key),
        () => storage.remove(key),
      ]) {
        const error = await call().catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('STORAGE_UNAVAILABLE');
        expect((error as AppError).status).toBe(503);
      }
    } finally {
      await s3.start();
    }
    expect(await storage.read(key)).toEqual(Buffer.from('before'));
  });

  it('is STORAGE_UNAVAILABLE when the bucket is missing', async () => {
    const error = await createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' })
      .put(`${business()}/x`, Buffer.from('x'))
      .catch((caught: unknown) => caught);
    expect((error as AppError).code).toBe('STORAGE_UNAVAILABLE');
    expect((error as { cause?: { name?: string } }).cause?.name).toBe('NoSuchBucket');
  });
});
