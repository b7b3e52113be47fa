/**
 * In-app notifications per user and business, the user's channel choices per type, and the
 * scheduler's record of its periodic jobs (DESIGN.md §6 "Notifications").
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { businessColumn, users } from './identity';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    businessId: businessColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /**
     * The values the type's message is written from (names, role, count…), rendered in the
     * reader's language when read. Null on rows written before migration 0014, which kept their
     * words in `title` and `body` (and the caller's values in `data`) and are shown as written.
     */
    params: jsonb('params'),
    title: text('title'),
    body: text('body'),
    /** An in-app path such as `/apps/invoice/…`; never an outside address. */
    link: text('link'),
    data: jsonb('data'),
    readAt: timestamp('read_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_inbox_idx').on(
      table.userId,
      table.businessId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The bell's count reads only unread, unarchived rows.
    index('notifications_unread_idx')
      .on(table.userId, table.businessId)
      .where(sql`${table.readAt} is null and ${table.archivedAt} is null`),
    // A row says something: rendered from its params, or the words it was written with.
    check(
      'notifications_params_or_title',
      sql`${table.params} is not null or ${table.title} is not null`,
    ),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: businessColumn(),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.businessId, table.type] })],
);

/** One row per periodic job: when it last ran and what it did (the leader writes it). */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastResult: jsonb('last_result'),
  lastError: text('last_error'),
});
