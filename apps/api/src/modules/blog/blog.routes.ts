/**
 * The blog's public API (issue 18): published posts, their tags and their covers. Anyone may
 * read them; an old address answers 301 with the new one.
 */
import {
  blogPostListQuerySchema,
  blogPostListResponseSchema,
  blogPostResponseSchema,
  blogSlugParamsSchema,
  blogTagsQuerySchema,
  blogTagsResponseSchema,
  dataResponse,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { imageFileRoute } from '../../lib/image-route';
import { listAnswer } from '../../lib/list-answer';
import type { BlogService } from './blog.service';
import type { BlogCoverService } from './blog-covers.service';

const movedSchema = dataResponse(z.object({ slug: z.string() }));

export function blogRoutes(
  app: FastifyInstance,
  deps: { blog: BlogService; covers: BlogCoverService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['blog'];

  r.get('/api/v1/blog/posts/', {
    config: { access: 'public' },
    schema: {
      tags,
      description: 'Published posts, newest first; by tag and language, a keyset page at a time.',
      querystring: blogPostListQuerySchema,
      response: { 200: blogPostListResponseSchema },
    },
    handler: async (request) => {
      const page = await deps.blog.list(request.query);
      return listAnswer(page);
    },
  });

  r.get('/api/v1/blog/tags/', {
    config: { access: 'public' },
    schema: {
      tags,
      description: 'The tags of published posts, with how many posts carry each.',
      querystring: blogTagsQuerySchema,
      response: { 200: blogTagsResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.blog.tags(request.query.lang),
    }),
  });

  r.get('/api/v1/blog/posts/:slug/', {
    config: { access: 'public' },
    schema: {
      tags,
      description:
        'One published post with up to three related ones. An address the post had before answers 301 to its current one.',
      params: blogSlugParamsSchema,
      response: { 200: blogPostResponseSchema, 301: movedSchema },
    },
    handler: async (request, reply) => {
      const found = await deps.blog.atAddress(request.params.slug);
      if (!found) throw notFound('Post');
      if ('movedTo' in found) {
        return reply
          .code(301)
          .header('location', `/api/v1/blog/posts/${found.movedTo}/`)
          .send({ success: true as const, data: { slug: found.movedTo } });
      }
      return { success: true as const, data: found.post };
    },
  });

  imageFileRoute(app, {
    url: '/api/v1/blog/covers/:id/:file',
    tags,
    description:
      'One size of a cover, as WebP or JPEG (`480.webp`, `960.jpg`…). Its address never changes: cached for a year.',
    what: 'Cover',
    read: deps.covers.read,
  });
}
