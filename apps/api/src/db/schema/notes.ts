/**
 * Notes (DESIGN.md §6 "Notes"). A private note is seen by its author only; every read filters
 * `visibility = 'shared' or author_id = <caller>`. Lists put pinned notes first, newest change next.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { businessColumn, users } from './identity';

export const notes = pgTable(
  'notes',
  {
    id: id(),
    businessId: businessColumn(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    color: text('color').notNull().default('default'),
    pinned: boolean('pinned').notNull().default(false),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    visibility: text('visibility').notNull().default('private'),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(title || ' ' || body)`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('notes_business_id_id_key').on(table.businessId, table.id),
    index('notes_business_list_idx').on(
      table.businessId,
      table.pinned.desc().nullsFirst(),
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('notes_author_idx').on(table.authorId),
    index('notes_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('notes_tags_idx').using('gin', table.tags),
    check('notes_visibility_check', sql`${table.visibility} in ('private', 'shared')`),
    check(
      'notes_color_check',
      sql`${table.color} in ('default', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'violet')`,
    ),
  ],
);
