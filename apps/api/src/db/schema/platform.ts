/**
 * The platform's own audit log (issue 17): what staff did in the admin area — who, when, what,
 * to which record, why, and the record before and after. Append-only: a trigger in the
 * migrations refuses UPDATE, DELETE and TRUNCATE. Written through lib/platform-audit.ts.
 */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const platformAudit = pgTable(
  'platform_audit',
  {
    id: id(),
    // No foreign keys: the log outlives the accounts and businesses it speaks of.
    actorId: uuid('actor_id'),
    /** The staff member's address when they acted. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    businessId: uuid('business_id'),
    reason: text('reason').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('platform_audit_created_idx').on(table.createdAt),
    index('platform_audit_business_created_idx').on(table.businessId, table.createdAt),
  ],
);
