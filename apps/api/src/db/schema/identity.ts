/** Users, businesses and the memberships between them (DESIGN.md §4). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    language: text('language').notNull().default('id'),
    platformRoles: text('platform_roles').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    lastBusinessId: uuid('last_business_id'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    check('users_language_check', sql`${table.language} in ('id', 'en')`),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('IDR'),
    timezone: text('timezone').notNull().default('Asia/Jakarta'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('businesses_created_by_idx').on(table.createdBy),
    check('businesses_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.userId] }),
    index('memberships_user_id_idx').on(table.userId),
    check(
      'memberships_role_check',
      sql`${table.role} in ('owner', 'manager', 'accountant', 'cashier', 'viewer')`,
    ),
    check('memberships_status_check', sql`${table.status} in ('active', 'disabled')`),
  ],
);
