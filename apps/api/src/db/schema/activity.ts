/** The append-only audit log: a trigger in the migrations refuses UPDATE and DELETE. */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const activities = pgTable(
  'activities',
  {
    id: id(),
    // No foreign keys: the log outlives the rows it speaks of and is never updated.
    businessId: uuid('business_id'),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    before: jsonb('before'),
    after: jsonb('after'),
    meta: jsonb('meta'),
    createdAt: createdAt(),
  },
  (table) => [
    index('activities_business_created_idx').on(table.businessId, table.createdAt),
    index('activities_user_created_idx').on(table.userId, table.createdAt),
  ],
);
