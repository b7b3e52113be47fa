/**
 * A post's cover (issue 18): kept as its sizes, WebP and JPEG (storage/image-set.ts), under
 * `blog/covers/{cover id}/`. The post points at the new cover in one short transaction; the
 * files of the cover it replaced are removed after.
 */
import { BLOG_COVER_MAX_BYTES, BLOG_COVER_WIDTHS, type EditorBlogPost } from '@usaha/shared';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { FileStorage, StorageLog } from '../../storage/file-storage';
import { createImageSet, imageKeysAmong, type StoredImage } from '../../storage/image-set';
import type { ImageFormat } from '../../storage/image-variants';
import {
  type BlogPostRow,
  coverIdsAmong,
  findPostById,
  setPostCover,
  toEditorPost,
} from './blog.repository';

/** Where covers are stored: `blog/covers/{cover id}/{width}.{format}`. */
const COVER_PREFIX = 'blog/covers';

export const COVER_TYPE_MESSAGE = 'A cover must be a PNG, JPEG or WebP image.';
export const COVER_SIZE_MESSAGE = 'The image is too large: the limit is 8 MB.';

const coverOf = (row: Pick<BlogPostRow, 'coverId' | 'coverWidths'>) => ({
  id: row.coverId,
  widths: row.coverWidths,
});

export function createBlogCoverService(deps: {
  database: Database;
  storage: FileStorage;
  log: StorageLog;
  changed: () => void;
}) {
  const { db } = deps.database;
  const images = createImageSet(deps.storage, deps.log, {
    prefix: COVER_PREFIX,
    widths: BLOG_COVER_WIDTHS,
    maxBytes: BLOG_COVER_MAX_BYTES,
    typeMessage: COVER_TYPE_MESSAGE,
    sizeMessage: COVER_SIZE_MESSAGE,
  });

  /** Points the post at the cover (or none); removes the files of the one it replaced. */
  async function swap(postId: string, cover: StoredImage | null) {
    let result: { post: EditorBlogPost; old: ReturnType<typeof coverOf> };
    try {
      result = await db.transaction(async (tx) => {
        const before = await findPostById(tx, postId, true);
        if (!before) throw notFound('Post');
        await setPostCover(tx, postId, cover);
        const after = await findPostById(tx, postId);
        if (!after) throw notFound('Post');
        return { post: toEditorPost(after), old: coverOf(before) };
      });
    } catch (error) {
      await images.discard(cover);
      throw error;
    }
    deps.changed();
    await images.discard(result.old);
    return result.post;
  }

  return {
    async set(postId: string, data: Buffer): Promise<EditorBlogPost> {
      if (!(await findPostById(db, postId))) throw notFound('Post');
      return swap(postId, await images.store(data));
    },

    remove: (postId: string) => swap(postId, null),

    /** Removes the files of a post's cover (the post is gone). */
    discard: (row: BlogPostRow) => images.discard(coverOf(row)),

    read: (id: string, width: number, format: ImageFormat) => images.read(id, width, format),
  };
}

export type BlogCoverService = ReturnType<typeof createBlogCoverService>;

/** Which of these storage keys are sizes of a post's cover (the stored-files sweep). */
export function coverKeysAmong(executor: Executor, keys: readonly string[]): Promise<string[]> {
  return imageKeysAmong(COVER_PREFIX, keys, (ids) => coverIdsAmong(executor, ids));
}
