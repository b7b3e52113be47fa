/**
 * The one writer of blog_posts and blog_post_redirects (with blog.sql.ts, the lists' raw
 * statements), and the mappers from a row to what the API answers.
 */
import type {
  BlogCover,
  BlogLanguage,
  BlogPostSummary,
  BlogStatus,
  EditorBlogPost,
  EditorBlogPostRow,
} from '@usaha/shared';
import { and, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { blogPostRedirects, blogPosts, users } from '../../db/schema/index';
import {
  type BlogKey,
  type EditorFilter,
  editorPageSql,
  type PublicFilter,
  publicPageSql,
  publicTagsSql,
  relatedSql,
} from './blog.sql';

export type BlogPostRow = typeof blogPosts.$inferSelect;
/** A row as the lists select it: no body, the author's name joined. */
export type BlogListRow = Omit<BlogPostRow, 'body' | 'updatedBy'> & { authorName: string | null };
export type BlogRow = BlogPostRow & { authorName: string | null };
type NewPost = typeof blogPosts.$inferInsert;

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

function coverOf(row: BlogListRow): BlogCover | null {
  if (!row.coverId || !row.coverWidth || !row.coverHeight) return null;
  return {
    id: row.coverId,
    width: row.coverWidth,
    height: row.coverHeight,
    widths: row.coverWidths ?? [],
    alt: row.coverAlt,
  };
}

export function toSummary(row: BlogListRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    tags: row.tags,
    language: row.language as BlogLanguage,
    author_name: row.authorName,
    cover: coverOf(row),
    published_at: iso(row.publishAt ?? row.createdAt),
    updated_at: iso(row.updatedAt),
    reading_minutes: row.readingMinutes,
  };
}

export function toEditorRow(row: BlogListRow): EditorBlogPostRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    tags: row.tags,
    language: row.language as BlogLanguage,
    status: row.status as BlogStatus,
    publish_at: row.publishAt ? iso(row.publishAt) : null,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    cover: coverOf(row),
    author_id: row.authorId,
    author_name: row.authorName,
    version: row.version,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function toEditorPost(row: BlogRow): EditorBlogPost {
  return { ...toEditorRow(row), body: row.body };
}

const withAuthor = { ...getTableColumns(blogPosts), authorName: users.fullName };

/** One post by id, whatever its status; `lock` holds the row for a write. */
export async function findPostById(
  executor: Executor,
  id: string,
  lock = false,
): Promise<BlogRow | undefined> {
  const query = executor
    .select(withAuthor)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(eq(blogPosts.id, id));
  const [row] = lock ? await query.for('update', { of: blogPosts }) : await query;
  return row;
}

/** The public post at this address, if its time has come. */
export async function findPublicPost(
  executor: Executor,
  slug: string,
  now: Date,
): Promise<BlogRow | undefined> {
  const [row] = await executor
    .select(withAuthor)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(
      and(
        eq(blogPosts.slug, slug),
        sql`${blogPosts.status} <> 'draft'`,
        lte(blogPosts.publishAt, now),
      ),
    );
  return row;
}

/** The address a post has now, when `slug` is one it had. */
export async function findRedirect(executor: Executor, slug: string): Promise<string | undefined> {
  const [row] = await executor
    .select({ slug: blogPosts.slug })
    .from(blogPostRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostRedirects.postId))
    .where(eq(blogPostRedirects.slug, slug));
  return row?.slug;
}

export async function slugInUse(executor: Executor, slug: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug));
  return row !== undefined;
}

export async function insertPost(executor: Executor, values: NewPost): Promise<BlogPostRow> {
  const [row] = await executor.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('blog post insert returned nothing');
  return row;
}

/** Changes a post still at `version`; undefined when it is not. */
export async function updatePostAt(
  executor: Executor,
  id: string,
  version: number,
  changes: Partial<NewPost>,
): Promise<BlogPostRow | undefined> {
  const [row] = await executor
    .update(blogPosts)
    .set({ ...changes, version: sql`${blogPosts.version} + 1` })
    .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)))
    .returning();
  return row;
}

/** Sets or clears a post's cover; its version stays (an open editor keeps its place). */
export async function setPostCover(
  executor: Executor,
  id: string,
  cover: { id: string; width: number; height: number; widths: number[] } | null,
): Promise<void> {
  await executor
    .update(blogPosts)
    .set({
      coverId: cover?.id ?? null,
      coverWidth: cover?.width ?? null,
      coverHeight: cover?.height ?? null,
      coverWidths: cover?.widths ?? null,
    })
    .where(eq(blogPosts.id, id));
}

export async function deletePost(executor: Executor, id: string): Promise<void> {
  await executor.delete(blogPosts).where(eq(blogPosts.id, id));
}

/**
 * Keeps `slug` answering for the post (its old address), and frees `current` from any other
 * post's old addresses: the address a post has now always wins.
 */
export async function moveAddress(
  executor: Executor,
  postId: string,
  from: string,
  to: string,
): Promise<void> {
  await executor.delete(blogPostRedirects).where(eq(blogPostRedirects.slug, to));
  await executor
    .insert(blogPostRedirects)
    .values({ slug: from, postId })
    .onConflictDoUpdate({ target: blogPostRedirects.slug, set: { postId } });
}

/** Frees an old address of another post for a post that takes it. */
export async function freeAddress(executor: Executor, slug: string): Promise<void> {
  await executor.delete(blogPostRedirects).where(eq(blogPostRedirects.slug, slug));
}

/** Marks published every scheduled post whose time has come; answers how many. */
export async function publishDuePosts(executor: Executor, now: Date): Promise<number> {
  const rows = await executor
    .update(blogPosts)
    .set({ status: 'published', updatedAt: sql`${blogPosts.updatedAt}` })
    .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishAt, now)))
    .returning({ id: blogPosts.id });
  return rows.length;
}

export function listPublicRows(
  database: Pick<Database, 'query'>,
  filter: PublicFilter,
  cursor: BlogKey | null,
  limit: number,
  now: Date,
) {
  const page = publicPageSql(filter, cursor, limit, now);
  return database.query<BlogListRow & { cursor_at: string }>(page.text, page.params);
}

export function listRelatedRows(
  database: Pick<Database, 'query'>,
  post: { id: string; language: string; tags: string[] },
  limit: number,
  now: Date,
) {
  const statement = relatedSql(post, limit, now);
  return database.query<BlogListRow>(statement.text, statement.params);
}

export function listPublicTags(
  database: Pick<Database, 'query'>,
  lang: BlogLanguage | undefined,
  now: Date,
) {
  const statement = publicTagsSql(lang, now);
  return database.query<{ tag: string; posts: number }>(statement.text, statement.params);
}

export function listEditorRows(
  database: Pick<Database, 'query'>,
  filter: EditorFilter,
  cursor: BlogKey | null,
  limit: number,
) {
  const page = editorPageSql(filter, cursor, limit);
  return database.query<BlogListRow & { cursor_at: string }>(page.text, page.params);
}

/**
 * Every public post's address and when it last changed (its edit, or its appearance if later),
 * newest first: the sitemap.
 */
export async function listPublicAddresses(executor: Executor, now: Date, limit: number) {
  return executor
    .select({
      slug: blogPosts.slug,
      lastModified: sql<Date>`greatest(${blogPosts.updatedAt}, ${blogPosts.publishAt})`.mapWith(
        (value: Date | string) => new Date(value),
      ),
    })
    .from(blogPosts)
    .where(and(sql`${blogPosts.status} <> 'draft'`, lte(blogPosts.publishAt, now)))
    .orderBy(sql`${blogPosts.publishAt} desc`, sql`${blogPosts.id} desc`)
    .limit(limit);
}

/** Which of these image ids are posts' covers (the stored-files sweep). */
export async function coverIdsAmong(executor: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: blogPosts.coverId })
    .from(blogPosts)
    .where(inArray(blogPosts.coverId, [...ids]));
  return rows.map((row) => row.id).filter((id): id is string => id !== null);
}
