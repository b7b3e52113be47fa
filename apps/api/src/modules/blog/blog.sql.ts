/**
 * The blog's list statements, as text with parameters (db/sql.ts): the public list and its tags,
 * a post's related posts, and the editors' list. A post is public once its time has come and it
 * is not a draft: a scheduled post shows at its minute, before the scheduler marks it published.
 */
import type { BlogLanguage, BlogStatus } from '@usaha/shared';
import { cursorTime, keyset } from '../../db/keyset';
import { escapeLike } from '../../db/search-term';
import { SqlParts, type Statement } from '../../db/sql';

/** Both lists: newest first by their time (publish_at, updated_at), then id. */
export const blogKeyset = keyset({ at: 'time', id: 'uuid' });
export type BlogKey = { at: string; id: string };

/** The public visibility of `p` at the instant in parameter `now`. */
export const isPublic = (now: string) => `p.status <> 'draft' and p.publish_at <= ${now}`;

/**
 * A post as a list shows it (no body), named as the table's Drizzle row is, so one mapper reads
 * both (blog.repository.ts), with its author's name joined.
 */
export const SUMMARY_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.tags, p.language, p.status,
  p.publish_at as "publishAt", p.seo_title as "seoTitle", p.seo_description as "seoDescription",
  p.cover_id as "coverId", p.cover_width as "coverWidth", p.cover_height as "coverHeight",
  p.cover_widths as "coverWidths", p.cover_alt as "coverAlt",
  p.reading_minutes as "readingMinutes", p.author_id as "authorId",
  u.full_name as "authorName", p.version, p.created_at as "createdAt",
  p.updated_at as "updatedAt"`;

const FROM = 'blog_posts p left join users u on u.id = p.author_id';

export type PublicFilter = { tag?: string; lang?: BlogLanguage };

function publicWhere(parts: SqlParts, filter: PublicFilter, now: Date) {
  parts.and(isPublic(`${parts.param(now)}::timestamptz`));
  if (filter.tag) parts.and(`p.tags @> array[${parts.param(filter.tag)}]::text[]`);
  if (filter.lang) parts.and(`p.language = ${parts.param(filter.lang)}`);
}

function after(parts: SqlParts, column: string, cursor: BlogKey | null) {
  if (!cursor) return;
  parts.and(
    `(${column}, p.id) < (${parts.param(cursor.at)}::timestamptz, ${parts.param(cursor.id)}::uuid)`,
  );
}

export function publicPageSql(
  filter: PublicFilter,
  cursor: BlogKey | null,
  limit: number,
  now: Date,
): Statement {
  const parts = new SqlParts();
  publicWhere(parts, filter, now);
  after(parts, 'p.publish_at', cursor);
  return {
    text: `select ${SUMMARY_COLUMNS}, ${cursorTime('p.publish_at')} as cursor_at
from ${FROM}
${parts.whereClause()}
order by p.publish_at desc, p.id desc
limit ${parts.param(limit + 1)}`,
    params: parts.params,
  };
}

/**
 * Up to `limit` other public posts in the post's language: those sharing the most tags first,
 * then the newest, so a post without tags still gets the latest ones.
 */
export function relatedSql(
  post: { id: string; language: string; tags: string[] },
  limit: number,
  now: Date,
): Statement {
  const parts = new SqlParts();
  publicWhere(parts, { lang: post.language as BlogLanguage }, now);
  parts.and(`p.id <> ${parts.param(post.id)}::uuid`);
  const tags = parts.param(post.tags);
  return {
    text: `select ${SUMMARY_COLUMNS}
from ${FROM}
${parts.whereClause()}
order by cardinality(array(select unnest(p.tags) intersect select unnest(${tags}::text[]))) desc,
  p.publish_at desc, p.id desc
limit ${parts.param(limit)}`,
    params: parts.params,
  };
}

/** The tags of public posts with how many posts carry each, most used first. */
export function publicTagsSql(lang: BlogLanguage | undefined, now: Date): Statement {
  const parts = new SqlParts();
  publicWhere(parts, { lang }, now);
  return {
    text: `select tag, count(*)::int as posts
from blog_posts p cross join unnest(p.tags) as tag
${parts.whereClause()}
group by tag
order by posts desc, tag
limit 50`,
    params: parts.params,
  };
}

export type EditorFilter = { status?: BlogStatus; q?: string };

/** The editors' list: every post, the latest change first. */
export function editorPageSql(
  filter: EditorFilter,
  cursor: BlogKey | null,
  limit: number,
): Statement {
  const parts = new SqlParts();
  if (filter.status) parts.and(`p.status = ${parts.param(filter.status)}`);
  if (filter.q) {
    const term = parts.param(`%${escapeLike(filter.q.toLowerCase())}%`);
    parts.and(`(lower(p.title) like ${term} or p.slug like ${term})`);
  }
  after(parts, 'p.updated_at', cursor);
  return {
    text: `select ${SUMMARY_COLUMNS}, ${cursorTime('p.updated_at')} as cursor_at
from ${FROM}
${parts.whereClause()}
order by p.updated_at desc, p.id desc
limit ${parts.param(limit + 1)}`,
    params: parts.params,
  };
}
