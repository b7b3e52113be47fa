/**
 * The platform's blog (issue 18), owned by modules/blog. A post is public while
 * `publish_at <= now()` and its status is published, or scheduled (the scheduler then marks it
 * published); a draft never is. An address a post had while public stays in
 * `blog_post_redirects` and answers 301 to its current one.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './identity';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull().unique('blog_posts_slug_key'),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Kept with the body, so a list never reads the bodies. */
    readingMinutes: integer('reading_minutes').notNull().default(1),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    language: text('language').notNull().default('id'),
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** The cover's id: its sizes are stored under blog/covers/{id}/. */
    coverId: uuid('cover_id'),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    coverWidths: integer('cover_widths').array(),
    coverAlt: text('cover_alt').notNull().default(''),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The public list: newest first among the posts whose time has come.
    index('blog_posts_public_idx').on(table.publishAt.desc(), table.id.desc()),
    index('blog_posts_editor_idx').on(table.updatedAt.desc(), table.id.desc()),
    index('blog_posts_tags_idx').using('gin', table.tags),
    check('blog_posts_status_check', sql`${table.status} in ('draft', 'scheduled', 'published')`),
    check('blog_posts_language_check', sql`${table.language} in ('id', 'en')`),
    check(
      'blog_posts_publish_at_check',
      sql`${table.status} = 'draft' or ${table.publishAt} is not null`,
    ),
  ],
);

export const blogPostRedirects = pgTable(
  'blog_post_redirects',
  {
    slug: text('slug').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('blog_post_redirects_post_idx').on(table.postId)],
);
