/**
 * Testimonials (issue 18): staff write them and their photo (kept as its sizes, WebP and JPEG,
 * by storage/image-set.ts); the public site reads the published ones. `changed` tells the
 * server-rendered pages to be made again.
 */
import {
  type createTestimonialBodySchema,
  type StaffTestimonial,
  TESTIMONIAL_PHOTO_MAX_BYTES,
  TESTIMONIAL_PHOTO_WIDTHS,
  type Testimonial,
  type updateTestimonialBodySchema,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { notFound, versionConflict } from '../../lib/errors';
import type { FileStorage, StorageLog } from '../../storage/file-storage';
import { createImageSet, imageKeysAmong, type StoredImage } from '../../storage/image-set';
import type { ImageFormat } from '../../storage/image-variants';
import {
  deleteTestimonial,
  findTestimonial,
  insertTestimonial,
  listAll,
  listPublished,
  photoIdsAmong,
  setTestimonialPhoto,
  type TestimonialRow,
  toStaffTestimonial,
  toTestimonial,
  updateTestimonialAt,
} from './testimonials.repository';

/** Where photos are stored: `testimonials/photos/{photo id}/{width}.{format}`. */
const PHOTO_PREFIX = 'testimonials/photos';

export const PHOTO_TYPE_MESSAGE = 'A photo must be a PNG, JPEG or WebP image.';
export const PHOTO_SIZE_MESSAGE = 'The photo is too large: the limit is 4 MB.';

const photoOf = (row: TestimonialRow) => ({ id: row.photoId, widths: row.photoWidths });

export function createTestimonialService(deps: {
  database: Database;
  storage: FileStorage;
  log: StorageLog;
  changed: () => void;
}) {
  const { db } = deps.database;
  const photos = createImageSet(deps.storage, deps.log, {
    prefix: PHOTO_PREFIX,
    widths: TESTIMONIAL_PHOTO_WIDTHS,
    maxBytes: TESTIMONIAL_PHOTO_MAX_BYTES,
    typeMessage: PHOTO_TYPE_MESSAGE,
    sizeMessage: PHOTO_SIZE_MESSAGE,
  });

  async function swapPhoto(id: string, photo: StoredImage | null): Promise<StaffTestimonial> {
    let result: { after: TestimonialRow; before: TestimonialRow };
    try {
      result = await db.transaction(async (tx) => {
        const before = await findTestimonial(tx, id, true);
        if (!before) throw notFound('Testimonial');
        await setTestimonialPhoto(tx, id, photo);
        const after = await findTestimonial(tx, id);
        if (!after) throw notFound('Testimonial');
        return { before, after };
      });
    } catch (error) {
      await photos.discard(photo);
      throw error;
    }
    deps.changed();
    await photos.discard(photoOf(result.before));
    return toStaffTestimonial(result.after);
  }

  return {
    async published(language?: string): Promise<Testimonial[]> {
      return (await listPublished(db, language)).map(toTestimonial);
    },

    async all(): Promise<StaffTestimonial[]> {
      return (await listAll(db)).map(toStaffTestimonial);
    },

    async create(body: z.output<typeof createTestimonialBodySchema>) {
      const row = await insertTestimonial(db, body);
      deps.changed();
      return toStaffTestimonial(row);
    },

    async update(id: string, body: z.output<typeof updateTestimonialBodySchema>) {
      const { version, ...changes } = body;
      const row = await db.transaction(async (tx) => {
        const before = await findTestimonial(tx, id, true);
        if (!before) throw notFound('Testimonial');
        const after = await updateTestimonialAt(tx, id, version, changes);
        if (!after) throw versionConflict();
        return after;
      });
      deps.changed();
      return toStaffTestimonial(row);
    },

    async remove(id: string) {
      const before = await db.transaction(async (tx) => {
        const row = await findTestimonial(tx, id, true);
        if (!row) throw notFound('Testimonial');
        await deleteTestimonial(tx, id);
        return row;
      });
      deps.changed();
      await photos.discard(photoOf(before));
    },

    async setPhoto(id: string, data: Buffer) {
      if (!(await findTestimonial(db, id))) throw notFound('Testimonial');
      return swapPhoto(id, await photos.store(data));
    },

    removePhoto: (id: string) => swapPhoto(id, null),

    readPhoto: (id: string, width: number, format: ImageFormat) => photos.read(id, width, format),
  };
}

export type TestimonialService = ReturnType<typeof createTestimonialService>;

/** Which of these storage keys are sizes of a testimonial's photo (the stored-files sweep). */
export function photoKeysAmong(executor: Executor, keys: readonly string[]): Promise<string[]> {
  return imageKeysAmong(PHOTO_PREFIX, keys, (ids) => photoIdsAmong(executor, ids));
}
