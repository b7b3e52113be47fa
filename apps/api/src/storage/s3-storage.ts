/**
 * The file store in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), when S3_BUCKET is
 * set: the same keys and contract as the disk (file-storage.ts), through the AWS SDK v3. Files
 * are read back through the API, which checks who may see them (docs/decisions/platform.md,
 * "Files in object storage"), so the bucket stays private and no address of it leaves the server.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type FileStorage, isValidKey, storageUnavailable } from './file-storage';

export type S3Settings = {
  bucket: string;
  region: string;
  /** Another S3-protocol host (R2, MinIO); unset: AWS's own for the region. */
  endpoint: string | undefined;
  /** Keys from the environment; unset: the SDK's own chain (an instance role, say). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path rather than the host name (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several installations' files. */
  prefix: string;
};

/** A request that has not answered in this long fails, and the SDK tries it again twice. */
const REQUEST_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 3_000;

export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: 3,
    // Checksums only where S3 requires them: R2, MinIO and older stores refuse the SDK's
    // default streaming checksums on a plain put.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: CONNECT_TIMEOUT_MS },
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    return `${settings.prefix}${key}`;
  };

  return {
    async put(key, data) {
      const Key = objectKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: data,
            ContentLength: data.length,
            ContentType: 'application/octet-stream',
          }),
        );
      } catch (error) {
        throw storageUnavailable(error);
      }
    },

    async read(key) {
      const Key = objectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageUnavailable(error);
      }
    },

    async remove(key) {
      const Key = objectKey(key);
      try {
        // S3 answers 204 for a key that is not there too.
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        if (!isMissing(error)) throw storageUnavailable(error);
      }
    },

    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        let page: Awaited<ReturnType<typeof listPage>>;
        try {
          page = await listPage(ContinuationToken);
        } catch (error) {
          throw storageUnavailable(error);
        }
        for (const object of page.Contents ?? []) {
          if (!object.Key?.startsWith(settings.prefix)) continue;
          const key = object.Key.slice(settings.prefix.length);
          if (!isValidKey(key)) continue;
          yield { key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);

      function listPage(token: string | undefined) {
        return client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: `${settings.prefix}${prefix}`,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404) &&
    error.name !== 'NoSuchBucket'
  );
}
