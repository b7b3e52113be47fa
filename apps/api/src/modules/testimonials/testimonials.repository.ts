/** The one writer of the testimonials table, and the mappers to what the API answers. */
import type { StaffTestimonial, Testimonial } from '@usaha/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { testimonials } from '../../db/schema/index';

export type TestimonialRow = typeof testimonials.$inferSelect;
type NewTestimonial = typeof testimonials.$inferInsert;

/** Most shown on the public site. */
const PUBLIC_LIMIT = 50;

export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    name: row.name,
    business: row.business,
    city: row.city,
    quote: row.quote,
    rating: row.rating,
    language: row.language as Testimonial['language'],
    photo: row.photoId ? { id: row.photoId, widths: row.photoWidths ?? [] } : null,
  };
}

export function toStaffTestimonial(row: TestimonialRow): StaffTestimonial {
  return {
    ...toTestimonial(row),
    published: row.published,
    position: row.position,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const order = [asc(testimonials.position), desc(testimonials.createdAt), desc(testimonials.id)];

export function listPublished(executor: Executor, language?: string) {
  return executor
    .select()
    .from(testimonials)
    .where(
      and(
        eq(testimonials.published, true),
        language ? eq(testimonials.language, language) : undefined,
      ),
    )
    .orderBy(...order)
    .limit(PUBLIC_LIMIT);
}

export function listAll(executor: Executor) {
  return executor
    .select()
    .from(testimonials)
    .orderBy(...order)
    .limit(500);
}

export async function findTestimonial(executor: Executor, id: string, lock = false) {
  const query = executor.select().from(testimonials).where(eq(testimonials.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertTestimonial(executor: Executor, values: NewTestimonial) {
  const [row] = await executor.insert(testimonials).values(values).returning();
  if (!row) throw new Error('testimonial insert returned nothing');
  return row;
}

/** Changes a testimonial still at `version`; undefined when it is not. */
export async function updateTestimonialAt(
  executor: Executor,
  id: string,
  version: number,
  changes: Partial<NewTestimonial>,
) {
  const [row] = await executor
    .update(testimonials)
    .set({ ...changes, version: sql`${testimonials.version} + 1` })
    .where(and(eq(testimonials.id, id), eq(testimonials.version, version)))
    .returning();
  return row;
}

/** Sets or clears the photo; the version stays (an open form keeps its place). */
export async function setTestimonialPhoto(
  executor: Executor,
  id: string,
  photo: { id: string; widths: number[] } | null,
) {
  await executor
    .update(testimonials)
    .set({ photoId: photo?.id ?? null, photoWidths: photo?.widths ?? null })
    .where(eq(testimonials.id, id));
}

export async function deleteTestimonial(executor: Executor, id: string) {
  await executor.delete(testimonials).where(eq(testimonials.id, id));
}

/** Which of these image ids are testimonials' photos (the stored-files sweep). */
export async function photoIdsAmong(executor: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: testimonials.photoId })
    .from(testimonials)
    .where(inArray(testimonials.photoId, [...ids]));
  return rows.map((row) => row.id).filter((id): id is string => id !== null);
}
