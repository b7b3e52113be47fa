/**
 * Test helper: an S3-protocol server in this process (s3rver, from npm), with one bucket, for the
 * S3 driver's contract and the app's uploads on it. `stop` takes it away (a store that fails);
 * `start` brings it back on the same port with the same files.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../storage/s3-storage';

export const TEST_BUCKET = 'usaha-test';
/** s3rver's own keys: it checks each request's signature against them. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3 = {
  settings: S3Settings;
  /** The S3_* variables that put an app's files in this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startS3Server(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'usaha-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    const created = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
    });
    const address = (await created.run()) as AddressInfo;
    port = address.port;
    server = created;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint,
      credentials: KEYS,
      forcePathStyle: true,
      prefix: '',
    },
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server?.close();
      server = null;
    },
    start,
  };
}
