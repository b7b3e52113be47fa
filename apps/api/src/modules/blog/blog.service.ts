/**
 * The blog as readers get it (issue 18): the public list with its tags, one post with up to
 * three related ones, an old address's new one, and what the sitemap and the feed list. Only
 * posts whose time has come are ever read here.
 */
import type {
  BlogLanguage,
  BlogPost,
  BlogPostListQuery,
  BlogPostSummary,
  BlogTag,
} from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import {
  type BlogRow,
  findPublicPost,
  findRedirect,
  listPublicAddresses,
  listPublicRows,
  listPublicTags,
  listRelatedRows,
  toSummary,
} from './blog.repository';
import { blogKeyset } from './blog.sql';

export const RELATED_POSTS = 3;
/** The newest posts a feed carries. */
export const FEED_POSTS = 20;
/** The most posts a sitemap lists (far below the format's 50,000). */
const SITEMAP_POSTS = 5000;

/** A post at an address: the post, where it moved, or nothing. */
export type PostAtAddress = { post: BlogPost } | { movedTo: string } | null;

export function createBlogService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const { db } = database;

  async function asReadersSee(row: BlogRow, now: Date): Promise<BlogPost> {
    const related = await listRelatedRows(database, row, RELATED_POSTS, now);
    return {
      ...toSummary(row),
      body: row.body,
      seo_title: row.seoTitle,
      seo_description: row.seoDescription,
      related: related.map(toSummary),
    };
  }

  return {
    asReadersSee,

    async list(query: BlogPostListQuery & { limit: number }) {
      const { cursor: raw, limit, ...filter } = query;
      const now = clock.now();
      const rows = await listPublicRows(database, filter, blogKeyset.decode(raw), limit, now);
      return blogKeyset.page(rows, limit, toSummary, (row) => ({ at: row.cursor_at, id: row.id }));
    },

    async tags(lang?: BlogLanguage): Promise<BlogTag[]> {
      return listPublicTags(database, lang, clock.now());
    },

    async atAddress(slug: string): Promise<PostAtAddress> {
      const now = clock.now();
      const row = await findPublicPost(db, slug, now);
      if (row) return { post: await asReadersSee(row, now) };
      const movedTo = await findRedirect(db, slug);
      // A post moved while public, then taken back to drafts: its old address is gone too.
      if (movedTo && (await findPublicPost(db, movedTo, now))) return { movedTo };
      return null;
    },

    /** The newest public posts, for the feed. */
    async latest(limit = FEED_POSTS): Promise<BlogPostSummary[]> {
      const rows = await listPublicRows(database, {}, null, limit, clock.now());
      return rows.slice(0, limit).map(toSummary);
    },

    /** Every public post's address and last change, for the sitemap. */
    addresses() {
      return listPublicAddresses(db, clock.now(), SITEMAP_POSTS);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
