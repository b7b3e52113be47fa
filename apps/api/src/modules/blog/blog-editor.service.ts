/**
 * What the blog's editors do (issue 18): write posts, change their address, publish now, at a
 * time, or take back to drafts. An address a public post leaves keeps answering with a 301.
 */
import {
  AppError,
  type BlogPost,
  type createBlogPostBodySchema,
  type EditorBlogPost,
  type EditorBlogPostListQuery,
  readingMinutes,
  slugify,
  type updateBlogPostBodySchema,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { notFound, versionConflict } from '../../lib/errors';
import type { StaffActor } from '../../lib/platform-audit';
import {
  type BlogPostRow,
  type BlogRow,
  deletePost,
  findPostById,
  freeAddress,
  insertPost,
  listEditorRows,
  moveAddress,
  slugInUse,
  toEditorPost,
  toEditorRow,
  updatePostAt,
} from './blog.repository';
import { blogKeyset } from './blog.sql';

type CreateBody = z.output<typeof createBlogPostBodySchema>;
type UpdateBody = z.output<typeof updateBlogPostBodySchema>;

/** Tries at a free address from a title: "judul", "judul-2", … "judul-50". */
const SLUG_TRIES = 50;

function slugTaken(): AppError {
  return new AppError('CONFLICT', 'Another post already uses this address', {
    issues: [{ field: 'slug', code: 'slug_taken' }],
  });
}

type Fields = Partial<Omit<CreateBody, 'slug'>> & { slug?: string };

/** The fields of a body as the table names them; those left out stay as they are. */
function columnsOf(fields: Fields) {
  const { seo_title, seo_description, cover_alt, ...same } = fields;
  return {
    ...same,
    ...(seo_title !== undefined ? { seoTitle: seo_title } : {}),
    ...(seo_description !== undefined ? { seoDescription: seo_description } : {}),
    ...(cover_alt !== undefined ? { coverAlt: cover_alt } : {}),
    ...(fields.body !== undefined ? { readingMinutes: readingMinutes(fields.body) } : {}),
  };
}

/** Whether readers have seen the post at its address (a draft's address is nobody's yet). */
const wasPublic = (row: BlogPostRow, now: Date) =>
  row.status !== 'draft' && row.publishAt !== null && row.publishAt <= now;

export function createBlogEditorService(deps: {
  database: Database;
  clock: Clock;
  /** The post as readers will see it, for the preview (the public service's mapper). */
  asReadersSee: (row: BlogRow, now: Date) => Promise<BlogPost>;
  /** Told after every change, so pages made from the posts are made again. */
  changed: () => void;
  /** Removes a deleted post's cover files. */
  discardCover: (row: BlogPostRow) => Promise<void>;
}) {
  const { database, clock } = deps;
  const { db } = database;

  async function freeSlugFor(executor: Executor, title: string): Promise<string> {
    const base = slugify(title);
    for (let n = 1; n <= SLUG_TRIES; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await slugInUse(executor, candidate))) return candidate;
    }
    throw slugTaken();
  }

  /** Reads the row again with its author's name, as every answer shows it. */
  async function present(executor: Executor, id: string): Promise<EditorBlogPost> {
    const row = await findPostById(executor, id);
    if (!row) throw notFound('Post');
    return toEditorPost(row);
  }

  /** A change to a locked post still at `version`, with what it needs besides. */
  async function change(
    id: string,
    version: number,
    make: (
      before: BlogRow,
      tx: Executor,
    ) => Promise<Parameters<typeof updatePostAt>[3]> | Parameters<typeof updatePostAt>[3],
    actor: StaffActor,
  ): Promise<EditorBlogPost> {
    try {
      const post = await db.transaction(async (tx) => {
        const before = await findPostById(tx, id, true);
        if (!before) throw notFound('Post');
        if (before.version !== version) throw versionConflict();
        const changes = await make(before, tx);
        const row = await updatePostAt(tx, id, version, { ...changes, updatedBy: actor.userId });
        if (!row) throw versionConflict();
        return present(tx, id);
      });
      deps.changed();
      return post;
    } catch (error) {
      if (isUniqueViolation(error, 'blog_posts_slug_key')) throw slugTaken();
      throw error;
    }
  }

  return {
    async list(query: EditorBlogPostListQuery & { limit: number }) {
      const { cursor: raw, limit, ...filter } = query;
      const rows = await listEditorRows(database, filter, blogKeyset.decode(raw), limit);
      return blogKeyset.page(rows, limit, toEditorRow, (row) => ({
        at: row.cursor_at,
        id: row.id,
      }));
    },

    get: (id: string) => present(db, id),

    async create(actor: StaffActor, body: CreateBody): Promise<EditorBlogPost> {
      try {
        const post = await db.transaction(async (tx) => {
          const { slug: given, ...fields } = body;
          if (given && (await slugInUse(tx, given))) throw slugTaken();
          const slug = given ?? (await freeSlugFor(tx, body.title));
          await freeAddress(tx, slug);
          const row = await insertPost(tx, {
            ...columnsOf(fields),
            title: fields.title,
            slug,
            authorId: actor.userId,
            updatedBy: actor.userId,
          });
          return present(tx, row.id);
        });
        deps.changed();
        return post;
      } catch (error) {
        if (isUniqueViolation(error, 'blog_posts_slug_key')) throw slugTaken();
        throw error;
      }
    },

    update(actor: StaffActor, id: string, body: UpdateBody): Promise<EditorBlogPost> {
      const { version, ...fields } = body;
      return change(
        id,
        version,
        async (before, tx) => {
          const moving = fields.slug !== undefined && fields.slug !== before.slug;
          if (moving && fields.slug) {
            if (await slugInUse(tx, fields.slug)) throw slugTaken();
            if (wasPublic(before, clock.now())) {
              await moveAddress(tx, id, before.slug, fields.slug);
            } else {
              await freeAddress(tx, fields.slug);
            }
          }
          return columnsOf(fields);
        },
        actor,
      );
    },

    /** Public now; a post that was public before keeps its first date. */
    publish(actor: StaffActor, id: string, version: number) {
      const now = clock.now();
      return change(
        id,
        version,
        (before) => ({
          status: 'published',
          publishAt: before.publishAt && before.publishAt <= now ? before.publishAt : now,
        }),
        actor,
      );
    },

    /** Public by itself at `publishAt`, which must be ahead. */
    schedule(actor: StaffActor, id: string, version: number, publishAt: Date) {
      if (publishAt <= clock.now()) {
        throw new AppError('VALIDATION_FAILED', 'Pick a time in the future', {
          issues: [{ field: 'publish_at', code: 'publish_at_not_future' }],
        });
      }
      return change(id, version, () => ({ status: 'scheduled', publishAt }), actor);
    },

    /** Back to drafts: off the site; a date already passed is kept for a later publish. */
    unpublish(actor: StaffActor, id: string, version: number) {
      const now = clock.now();
      return change(
        id,
        version,
        (before) => ({
          status: 'draft',
          publishAt: before.publishAt && before.publishAt <= now ? before.publishAt : null,
        }),
        actor,
      );
    },

    /** Removes the post, then its cover's files. */
    async remove(id: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const before = await findPostById(tx, id, true);
        if (!before) throw notFound('Post');
        await deletePost(tx, id);
        return before;
      });
      deps.changed();
      await deps.discardCover(removed);
    },

    /** The post as readers would see it if it were published now. */
    async preview(id: string): Promise<BlogPost> {
      const row = await findPostById(db, id);
      if (!row) throw notFound('Post');
      const now = clock.now();
      return deps.asReadersSee({ ...row, publishAt: row.publishAt ?? now }, now);
    },
  };
}

export type BlogEditorService = ReturnType<typeof createBlogEditorService>;
