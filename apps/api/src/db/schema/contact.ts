import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Messages sent through the public contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    language: text('language'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_ip_created_idx').on(table.ip, table.createdAt)],
);
