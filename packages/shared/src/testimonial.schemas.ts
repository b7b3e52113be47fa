/**
 * Contracts of the testimonials (issue 18): what customers said of Usaha, with their name,
 * business, city, photo and rating, kept by staff in the admin area and shown on the public
 * site once published.
 */
import { z } from 'zod';
import { dataResponse, idSchema, versionSchema } from './common.schemas';

export const TESTIMONIAL_QUOTE_MAX = 600;
export const TESTIMONIAL_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
/** An avatar's sizes: shown at 64 px, sharp on screens of two and four times the density. */
export const TESTIMONIAL_PHOTO_WIDTHS = [128, 256] as const;
export const TESTIMONIAL_LANGUAGES = ['id', 'en'] as const;

export const testimonialPhotoSchema = z.object({ id: idSchema, widths: z.array(z.number().int()) });
export type TestimonialPhoto = z.infer<typeof testimonialPhotoSchema>;

export function testimonialPhotoUrl(
  photo: Pick<TestimonialPhoto, 'id'>,
  width: number,
  format: 'webp' | 'jpg',
) {
  return `/api/v1/testimonials/photos/${photo.id}/${width}.${format}`;
}

/** A testimonial as the public site shows it. */
export const testimonialSchema = z.object({
  id: idSchema,
  name: z.string(),
  business: z.string(),
  city: z.string(),
  quote: z.string(),
  rating: z.number().int(),
  language: z.enum(TESTIMONIAL_LANGUAGES),
  photo: testimonialPhotoSchema.nullable(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** As staff keep it. */
export const staffTestimonialSchema = testimonialSchema.extend({
  published: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffTestimonial = z.infer<typeof staffTestimonialSchema>;

const fields = {
  name: z.string().trim().min(1, 'name_required').max(100),
  business: z.string().trim().max(120).default(''),
  city: z.string().trim().max(80).default(''),
  quote: z.string().trim().min(1, 'required').max(TESTIMONIAL_QUOTE_MAX),
  rating: z.number().int().min(1).max(5).default(5),
  language: z.enum(TESTIMONIAL_LANGUAGES).default('id'),
  published: z.boolean().default(false),
  /** Lower first. */
  position: z.number().int().min(0).max(10_000).default(0),
};

export const createTestimonialBodySchema = z.object(fields);
export type CreateTestimonialInput = z.input<typeof createTestimonialBodySchema>;

export const updateTestimonialBodySchema = z.object({
  version: versionSchema,
  name: fields.name.optional(),
  business: z.string().trim().max(120).optional(),
  city: z.string().trim().max(80).optional(),
  quote: fields.quote.optional(),
  rating: z.number().int().min(1).max(5).optional(),
  language: z.enum(TESTIMONIAL_LANGUAGES).optional(),
  published: z.boolean().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type UpdateTestimonialInput = z.input<typeof updateTestimonialBodySchema>;

export const testimonialListResponseSchema = dataResponse(z.array(testimonialSchema));
export const staffTestimonialResponseSchema = dataResponse(staffTestimonialSchema);
export const staffTestimonialListResponseSchema = dataResponse(z.array(staffTestimonialSchema));
