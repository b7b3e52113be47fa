/**
 * A picture kept as the sizes pages serve (issue 18: blog covers, testimonial photos): checked
 * from its bytes (a PNG, JPEG or WebP within the pixel limits), made into its sizes
 * (image-variants.ts) and stored under `{prefix}/{id}/{width}.{webp|jpg}`. Each upload gets a
 * new id, so an address never changes and may be cached for a year.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@usaha/shared';
import type { FileStorage, StorageLog } from './file-storage';
import { discardFiles } from './file-storage';
import { requireAcceptableImage } from './image-size';
import { type ImageFormat, imageVariants } from './image-variants';
import { sniffType } from './sniff';

export type StoredImage = { id: string; width: number; height: number; widths: number[] };

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export type ImageSetRules = {
  /** Where the sizes are kept: `blog/covers`. */
  prefix: string;
  widths: readonly number[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
};

export function createImageSet(storage: FileStorage, log: StorageLog, rules: ImageSetRules) {
  const discard = discardFiles(storage, log);
  const keyOf = (id: string, width: number, format: ImageFormat) =>
    `${rules.prefix}/${id}/${width}.${format}`;
  const keysOf = (image: { id: string | null; widths: number[] | null } | null) =>
    image?.id
      ? (image.widths ?? []).flatMap((width) => [
          keyOf(image.id as string, width, 'webp'),
          keyOf(image.id as string, width, 'jpg'),
        ])
      : [];

  return {
    /** Checks the upload and stores its sizes; refuses what is not a picture by its bytes. */
    async store(data: Buffer): Promise<StoredImage> {
      if (data.length === 0) {
        throw new AppError('VALIDATION_FAILED', 'The file is empty', {
          issues: [{ field: 'file', code: 'file_empty' }],
        });
      }
      if (data.length > rules.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', rules.sizeMessage);
      const type = sniffType(data)?.contentType;
      if (!type || !IMAGE_TYPES.includes(type)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.typeMessage);
      }
      requireAcceptableImage(data, type);
      const made = await imageVariants(data, rules.widths);
      const id = randomUUID();
      const keys = made.variants.map((variant) => keyOf(id, variant.width, variant.format));
      try {
        for (const variant of made.variants) {
          await storage.put(keyOf(id, variant.width, variant.format), variant.data);
        }
      } catch (error) {
        await discard(keys);
        throw error;
      }
      const widths = [...new Set(made.variants.map((variant) => variant.width))];
      return { id, width: made.width, height: made.height, widths };
    },

    /** Removes the files of an image no row points at any more. */
    discard: (image: { id: string | null; widths: number[] | null } | null) =>
      discard(keysOf(image)),

    /** One size of an image, or null. */
    read: (id: string, width: number, format: ImageFormat) =>
      storage.read(keyOf(id, width, format)),
  };
}

export type ImageSet = ReturnType<typeof createImageSet>;

/** The image id a stored key of the set under `prefix` names (`{prefix}/{id}/{width}.{format}`). */
export function imageIdOfKey(prefix: string, key: string): string | null {
  if (!key.startsWith(`${prefix}/`)) return null;
  const [id, file, ...rest] = key.slice(prefix.length + 1).split('/');
  return id && file && rest.length === 0 ? id : null;
}

/** Which of `keys` belong to images whose ids `idsAmong` finds (the stored-files sweep). */
export async function imageKeysAmong(
  prefix: string,
  keys: readonly string[],
  idsAmong: (ids: string[]) => Promise<string[]>,
): Promise<string[]> {
  const ids = new Set(keys.map((key) => imageIdOfKey(prefix, key)).filter((id) => id !== null));
  const kept = new Set(await idsAmong([...ids]));
  return keys.filter((key) => kept.has(imageIdOfKey(prefix, key) ?? ''));
}
