/**
 * A post's cover (issue 18): the upload is a PNG, JPEG or WebP by its bytes, within the pixel
 * limits, and is kept only as its sizes (storage/image-variants.ts), each as WebP and JPEG under
 * `blog/covers/{cover id}/{width}.{webp|jpg}`. A new cover gets a new id, so its addresses never
 * change and are cached for a year; the files of the cover it replaced are removed after.
 */
import { randomUUID } from 'node:crypto';
import {
  AppError,
  BLOG_COVER_MAX_BYTES,
  BLOG_COVER_TYPES,
  BLOG_COVER_WIDTHS,
  type EditorBlogPost,
} from '@usaha/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { FileStorage, StorageLog } from '../../storage/file-storage';
import { discardFiles } from '../../storage/file-storage';
import { requireAcceptableImage } from '../../storage/image-size';
import { type ImageFormat, imageVariants } from '../../storage/image-variants';
import { sniffType } from '../../storage/sniff';
import { type BlogPostRow, findPostById, setPostCover, toEditorPost } from './blog.repository';

export const COVER_TYPE_MESSAGE = 'A cover must be a PNG, JPEG or WebP image.';
export const COVER_SIZE_MESSAGE = 'The image is too large: the limit is 8 MB.';

const coverKey = (id: string, width: number, format: ImageFormat) =>
  `blog/covers/${id}/${width}.${format}`;

function coverKeys(row: Pick<BlogPostRow, 'coverId' | 'coverWidths'>): string[] {
  const { coverId, coverWidths } = row;
  if (!coverId) return [];
  return (coverWidths ?? []).flatMap((width) => [
    coverKey(coverId, width, 'webp'),
    coverKey(coverId, width, 'jpg'),
  ]);
}

export function createBlogCoverService(deps: {
  database: Database;
  storage: FileStorage;
  log: StorageLog;
  changed: () => void;
}) {
  const { db } = deps.database;
  const discard = discardFiles(deps.storage, deps.log);

  /** Points the post at the cover (or none); answers the post and the cover it replaced. */
  async function swap(postId: string, cover: Parameters<typeof setPostCover>[2]) {
    const result = await db.transaction(async (tx) => {
      const before = await findPostById(tx, postId, true);
      if (!before) throw notFound('Post');
      await setPostCover(tx, postId, cover);
      const after = await findPostById(tx, postId);
      if (!after) throw notFound('Post');
      return { post: toEditorPost(after), old: coverKeys(before) };
    });
    deps.changed();
    await discard(result.old);
    return result.post;
  }

  return {
    async set(postId: string, data: Buffer): Promise<EditorBlogPost> {
      if (data.length === 0) {
        throw new AppError('VALIDATION_FAILED', 'The file is empty', {
          issues: [{ field: 'file', code: 'file_empty' }],
        });
      }
      if (data.length > BLOG_COVER_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', COVER_SIZE_MESSAGE);
      }
      const type = sniffType(data)?.contentType;
      if (!type || !(BLOG_COVER_TYPES as readonly string[]).includes(type)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', COVER_TYPE_MESSAGE);
      }
      requireAcceptableImage(data, type);
      if (!(await findPostById(db, postId))) throw notFound('Post');
      const made = await imageVariants(data, BLOG_COVER_WIDTHS);
      const id = randomUUID();
      const keys = made.variants.map((variant) => coverKey(id, variant.width, variant.format));
      try {
        for (const variant of made.variants) {
          await deps.storage.put(coverKey(id, variant.width, variant.format), variant.data);
        }
        return await swap(postId, {
          id,
          width: made.width,
          height: made.height,
          widths: [...new Set(made.variants.map((variant) => variant.width))],
        });
      } catch (error) {
        await discard(keys);
        throw error;
      }
    },

    remove: (postId: string) => swap(postId, null),

    /** Removes the files of a post's cover (the post is gone). */
    discard: (row: BlogPostRow) => discard(coverKeys(row)),

    /** One size of a cover, or null. */
    async read(id: string, width: number, format: ImageFormat): Promise<Buffer | null> {
      return deps.storage.read(coverKey(id, width, format));
    },
  };
}

export type BlogCoverService = ReturnType<typeof createBlogCoverService>;
