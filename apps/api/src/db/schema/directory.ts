/**
 * Contacts and products, the lists every form picks from (DESIGN.md §6 "Contacts, products").
 * Lists are ordered by `lower(name), id` and page by keyset on that index; text search reads a
 * trigram index on `search_text`, a generated column of everything a search may match.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import { businessColumn, createdByColumn } from './identity';

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    businessId: businessColumn(),
    kind: text('kind').notNull().default('customer'),
    name: text('name').notNull(),
    company: text('company'),
    /** E.164, `+6281234567890`. */
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    /** NPWP digits. */
    taxId: text('tax_id'),
    notes: text('notes'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Name, company, email and the phone both as `+62812…` and `0812…`, lower case. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || coalesce(company, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(regexp_replace(phone, '^\\+62', '0'), ''))`,
    ),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: createdByColumn(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('contacts_business_id_id_key').on(table.businessId, table.id),
    index('contacts_business_name_idx').on(table.businessId, sql`lower(${table.name})`, table.id),
    index('contacts_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('contacts_tags_idx').using('gin', table.tags),
    index('contacts_created_by_idx').on(table.createdBy),
    check('contacts_kind_check', sql`${table.kind} in ('customer', 'supplier', 'both')`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    businessId: businessColumn(),
    /** Optional (a warung has none); unique per business among those given, in any letter case. */
    sku: text('sku'),
    name: text('name').notNull(),
    description: text('description'),
    unit: text('unit').notNull().default('pcs'),
    /** Minor units of the business currency. */
    price: money('price').notNull().default(0),
    cost: money('cost'),
    /** Basis points: PPN 11% is 1100. */
    taxRate: integer('tax_rate').notNull().default(0),
    active: boolean('active').notNull().default(true),
    stockQuantity: numeric('stock_quantity', { precision: 15, scale: 3, mode: 'number' }),
    /** SKU and name, lower case. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(coalesce(sku, '') || ' ' || name)`),
    createdBy: createdByColumn(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('products_business_id_id_key').on(table.businessId, table.id),
    uniqueIndex('products_business_sku_key').on(table.businessId, sql`lower(${table.sku})`),
    index('products_business_name_idx').on(table.businessId, sql`lower(${table.name})`, table.id),
    index('products_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('products_created_by_idx').on(table.createdBy),
    check(
      'products_amounts_check',
      sql`${table.price} >= 0 and (${table.cost} is null or ${table.cost} >= 0) and ${table.taxRate} between 0 and 10000`,
    ),
  ],
);
