/**
 * Category rules (issue 13): "a statement row whose description contains this text goes to that
 * category", asked in `position` order by the import preview. Owned by modules/category-rules.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, updatedAt } from './columns';
import { businessColumn } from './identity';
import { categories } from './ledger';

export const categoryRules = pgTable(
  'category_rules',
  {
    id: id(),
    businessId: businessColumn(),
    /** Stored as given with spaces normalised; compared in lower case. */
    contains: text('contains').notNull(),
    direction: text('direction').notNull(),
    categoryId: uuid('category_id').notNull(),
    /** 1-based order; renumbered 1…n by every write that moves a rule. */
    position: integer('position').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('category_rules_business_id_id_key').on(table.businessId, table.id),
    // A deleted category takes its rules with it (only an unused category is deleted at all).
    tenantKey(
      'category_rules_category_fk',
      table.businessId,
      table.categoryId,
      categories,
    ).onDelete('cascade'),
    uniqueIndex('category_rules_business_text_key').on(
      table.businessId,
      table.direction,
      sql`lower(${table.contains})`,
    ),
    index('category_rules_business_position_idx').on(table.businessId, table.position),
    index('category_rules_category_idx').on(table.businessId, table.categoryId),
    check('category_rules_direction_check', sql`${table.direction} in ('in', 'out', 'any')`),
    check('category_rules_position_check', sql`${table.position} >= 1`),
    check('category_rules_contains_check', sql`char_length(${table.contains}) between 2 and 100`),
  ],
);
