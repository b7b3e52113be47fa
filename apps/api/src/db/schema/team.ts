/**
 * Invitations to join a business (DESIGN.md §6 "Settings", users). The link carries a random token;
 * only its hash is stored. A pending invitation is one neither accepted nor revoked nor expired.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { businessColumn, users } from './identity';

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    businessId: businessColumn(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_key').on(table.tokenHash),
    // One open invitation per address and business; an accepted or revoked one frees the address.
    uniqueIndex('invitations_open_email_key')
      .on(table.businessId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('invitations_expires_at_idx').on(table.expiresAt),
    check(
      'invitations_role_check',
      sql`${table.role} in ('owner', 'manager', 'accountant', 'cashier', 'viewer')`,
    ),
  ],
);

/**
 * One row per invitation mailed, created or resent, by whom and for which business: what the
 * send limits count (a resend rewrites its invitation, so the invitations table cannot).
 * Rows older than the longest limit window are purged.
 */
export const invitationSends = pgTable(
  'invitation_sends',
  {
    id: id(),
    businessId: businessColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('invitation_sends_business_created_idx').on(table.businessId, table.createdAt),
    index('invitation_sends_user_created_idx').on(table.userId, table.createdAt),
  ],
);
