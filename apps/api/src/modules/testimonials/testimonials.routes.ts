/**
 * Testimonials (issue 18): the published ones for anyone, with their photos; staff keep them in
 * the admin area (`access: 'admin'`, 404 to anyone else).
 */
import {
  createTestimonialBodySchema,
  deletedResponseSchema,
  idParamsSchema,
  staffTestimonialListResponseSchema,
  staffTestimonialResponseSchema,
  TESTIMONIAL_LANGUAGES,
  TESTIMONIAL_PHOTO_MAX_BYTES,
  testimonialListResponseSchema,
  updateTestimonialBodySchema,
} from '@usaha/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageFileRoute } from '../../lib/image-route';
import { say } from '../../lib/messages';
import { uploadRoute } from '../../lib/upload-route';
import {
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  type TestimonialService,
} from './testimonials.service';

const ADMIN = '/api/v1/admin/testimonials';
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

export function testimonialRoutes(
  app: FastifyInstance,
  deps: { testimonials: TestimonialService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['testimonials'];
  const staff = { access: 'admin' as const };
  const one = { 200: staffTestimonialResponseSchema };

  r.get('/api/v1/testimonials/', {
    config: { access: 'public' },
    schema: {
      tags,
      description: 'The published testimonials, in the order staff gave them; by language.',
      querystring: z.object({ lang: z.enum(TESTIMONIAL_LANGUAGES).optional() }),
      response: { 200: testimonialListResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.testimonials.published(request.query.lang),
    }),
  });

  imageFileRoute(app, {
    url: '/api/v1/testimonials/photos/:id/:file',
    tags,
    description: 'One size of a testimonial’s photo, as WebP or JPEG (`128.webp`, `256.jpg`).',
    what: 'Photo',
    read: deps.testimonials.readPhoto,
  });

  r.get(`${ADMIN}/`, {
    config: staff,
    schema: { tags, response: { 200: staffTestimonialListResponseSchema } },
    handler: async () => ({ success: true as const, data: await deps.testimonials.all() }),
  });

  r.post(`${ADMIN}/`, {
    config: staff,
    schema: {
      tags,
      body: createTestimonialBodySchema,
      response: { 201: staffTestimonialResponseSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await deps.testimonials.create(request.body),
      }),
  });

  r.put(`${ADMIN}/:id/`, {
    config: staff,
    schema: { tags, params: idParamsSchema, body: updateTestimonialBodySchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await deps.testimonials.update(request.params.id, request.body),
    }),
  });

  r.delete(`${ADMIN}/:id/`, {
    config: staff,
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await deps.testimonials.remove(request.params.id);
      return { success: true as const, message: say(request, 'testimonialDeleted') };
    },
  });

  uploadRoute(app, {
    url: `${ADMIN}/:id/photo/`,
    access: 'admin',
    tags,
    description:
      'The photo: a PNG, JPEG or WebP of at most 4 MB, as multipart/form-data with the field `file` or as the body; kept as 128 and 256 px, WebP and JPEG.',
    params: idParamsSchema,
    response: staffTestimonialResponseSchema,
    maxBytes: TESTIMONIAL_PHOTO_MAX_BYTES,
    types: ['image/png', 'image/jpeg', 'image/webp'],
    sizeMessage: PHOTO_SIZE_MESSAGE,
    typeMessage: PHOTO_TYPE_MESSAGE,
    missing: { message: 'Choose an image file to upload', code: 'image_required' },
    handler: async (request, file) => ({
      success: true as const,
      data: await deps.testimonials.setPhoto(idOf(request), file),
    }),
  });

  r.delete(`${ADMIN}/:id/photo/`, {
    config: staff,
    schema: { tags, params: idParamsSchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await deps.testimonials.removePhoto(request.params.id),
    }),
  });
}
