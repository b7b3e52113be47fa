/**
 * The images of a business kept in storage: its logo and its QRIS code (DESIGN.md §6
 * "Settings"). Both are sniffed from their bytes, checked for size, stored under a new name and
 * swapped in one short transaction; the file replaced is removed after the commit.
 */
import { randomUUID } from 'node:crypto';
import { AppError, LOGO_MAX_BYTES, LOGO_TYPES, type LogoType } from '@usaha/shared';
import type { Database, Executor } from '../../db/client';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { discardFiles, type FileStorage, type StorageLog } from '../../storage/file-storage';
import { requireAcceptableImage } from '../../storage/image-size';
import { sniffType } from '../../storage/sniff';
import {
  type BusinessImage,
  type BusinessRow,
  findBusiness,
  imageKeysAmong,
  logoUrl,
  qrisUrl,
  setImagePath,
} from './businesses.repository';

export type { BusinessImage };

export const LOGO_TYPE_MESSAGE = 'An image must be a PNG, JPEG or WebP file.';
export const LOGO_SIZE_MESSAGE = 'The image is too large: the limit is 1 MB.';

/** The type the bytes are, when it is one a logo may be. */
export function logoTypeOf(data: Uint8Array): LogoType | null {
  const type = sniffType(data)?.contentType;
  return (LOGO_TYPES as readonly string[]).includes(type ?? '') ? (type as LogoType) : null;
}

const IMAGE = {
  logo: { path: (row: BusinessRow) => row.logoPath, url: logoUrl, field: 'logo_url' },
  qris: { path: (row: BusinessRow) => row.qrisPath, url: qrisUrl, field: 'qris_url' },
} as const;

export function createBusinessImageService<Settings>(deps: {
  database: Database;
  storage: FileStorage;
  log: StorageLog;
  /** The settings as the API shows them, for the answers (read with the caller's executor). */
  present: (row: BusinessRow, executor: Executor) => Promise<Settings>;
}) {
  const { db } = deps.database;
  const discard = discardFiles(deps.storage, deps.log);

  /** Sets (or with null clears) the image in one short transaction; returns the old file's key. */
  async function replace(actor: Actor, image: BusinessImage, key: string | null) {
    const { path, url, field } = IMAGE[image];
    return db.transaction(async (tx) => {
      const before = await findBusiness(tx, actor.businessId, true);
      if (!before) throw notFound('Business');
      const after = await setImagePath(tx, actor.businessId, image, key);
      if (!after) throw notFound('Business');
      if (path(before) !== key) {
        await recordActivity(tx, {
          ...activityBase(actor),
          action: 'business.update',
          entityType: 'business',
          entityId: actor.businessId,
          before: { [field]: url(path(before)) },
          after: { [field]: url(key) },
          meta: { field: image },
        });
      }
      return { settings: await deps.present(after, tx), oldKey: path(before) };
    });
  }

  return {
    /** Stores the file, points the business at it, then removes the image it replaced. */
    async set(actor: Actor, image: BusinessImage, data: Buffer): Promise<Settings> {
      if (data.length === 0) {
        throw new AppError('VALIDATION_FAILED', 'The file is empty', {
          issues: [{ field: 'file', code: 'file_empty' }],
        });
      }
      if (data.length > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', LOGO_SIZE_MESSAGE);
      const type = logoTypeOf(data);
      if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', LOGO_TYPE_MESSAGE);
      // Every member's browser (and every customer's, in the portal) draws it: no pixel bombs.
      requireAcceptableImage(data, type);
      const key = `${actor.businessId}/${image}-${randomUUID()}`;
      await deps.storage.put(key, data);
      let result: Awaited<ReturnType<typeof replace>>;
      try {
        result = await replace(actor, image, key);
      } catch (error) {
        await discard([key]);
        throw error;
      }
      if (result.oldKey) await discard([result.oldKey]);
      return result.settings;
    },

    async remove(actor: Actor, image: BusinessImage): Promise<Settings> {
      const { settings, oldKey } = await replace(actor, image, null);
      if (oldKey) await discard([oldKey]);
      return settings;
    },

    /** The image's bytes and type; 404 when the business has none. */
    async read(
      actor: Pick<Actor, 'businessId'>,
      image: BusinessImage,
    ): Promise<{ data: Buffer; contentType: LogoType }> {
      const row = await findBusiness(db, actor.businessId);
      if (!row) throw notFound('Business');
      const key = IMAGE[image].path(row);
      const data = key ? await deps.storage.read(key) : null;
      const contentType = data ? logoTypeOf(data) : null;
      if (!data || !contentType) {
        if (key) deps.log.error({ key }, `stored ${image} is missing`);
        throw new AppError('NOT_FOUND', `This business has no ${image}`);
      }
      return { data, contentType };
    },
  };
}

/** Which of these storage keys are businesses' logos or QRIS images (the stored-files sweep). */
export function businessImageKeysAmong(
  executor: Executor,
  keys: readonly string[],
): Promise<string[]> {
  return imageKeysAmong(executor, keys);
}
