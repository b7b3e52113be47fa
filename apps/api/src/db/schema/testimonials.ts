/**
 * What customers said of Usaha (issue 18), owned by modules/testimonials: kept by staff, shown
 * on the public site once published, lower positions first.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    name: text('name').notNull(),
    business: text('business').notNull().default(''),
    city: text('city').notNull().default(''),
    quote: text('quote').notNull(),
    rating: integer('rating').notNull().default(5),
    language: text('language').notNull().default('id'),
    /** The photo's id: its sizes are stored under testimonials/photos/{id}/. */
    photoId: uuid('photo_id'),
    photoWidths: integer('photo_widths').array(),
    published: boolean('published').notNull().default(false),
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('testimonials_public_idx').on(table.published, table.position, table.createdAt),
    check('testimonials_rating_check', sql`${table.rating} between 1 and 5`),
    check('testimonials_language_check', sql`${table.language} in ('id', 'en')`),
  ],
);
