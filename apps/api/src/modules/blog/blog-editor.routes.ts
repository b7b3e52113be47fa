/**
 * The editors' API (issue 18), `access: 'editor'`: platform editors and superadmins write the
 * blog; any other signed-in caller is refused with 403.
 */
import {
  BLOG_COVER_MAX_BYTES,
  BLOG_COVER_TYPES,
  blogPostResponseSchema,
  blogVersionBodySchema,
  createBlogPostBodySchema,
  deletedResponseSchema,
  editorBlogPostListQuerySchema,
  editorBlogPostListResponseSchema,
  editorBlogPostResponseSchema,
  idParamsSchema,
  scheduleBlogPostBodySchema,
  updateBlogPostBodySchema,
} from '@usaha/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import { staffActorOf } from '../../lib/platform-audit';
import { uploadRoute } from '../../lib/upload-route';
import {
  type BlogCoverService,
  COVER_SIZE_MESSAGE,
  COVER_TYPE_MESSAGE,
} from './blog-covers.service';
import type { BlogEditorService } from './blog-editor.service';

const BASE = '/api/v1/admin/blog/posts';
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

export function blogEditorRoutes(
  app: FastifyInstance,
  deps: { editor: BlogEditorService; covers: BlogCoverService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['blog'];
  const config = { access: 'editor' as const };
  const onePost = { 200: editorBlogPostResponseSchema };

  r.get(`${BASE}/`, {
    config,
    schema: {
      tags,
      description: 'Every post, the latest change first; by status and by words of the title.',
      querystring: editorBlogPostListQuerySchema,
      response: { 200: editorBlogPostListResponseSchema },
    },
    handler: async (request) => {
      const page = await deps.editor.list(request.query);
      return listAnswer(page);
    },
  });

  r.post(`${BASE}/`, {
    config,
    schema: {
      tags,
      description: 'A new draft; without a slug, one is made from the title.',
      body: createBlogPostBodySchema,
      response: { 201: editorBlogPostResponseSchema },
    },
    handler: async (request, reply) => {
      const post = await deps.editor.create(staffActorOf(request), request.body);
      return reply.code(201).send({ success: true as const, data: post });
    },
  });

  r.get(`${BASE}/:id/`, {
    config,
    schema: { tags, params: idParamsSchema, response: onePost },
    handler: async (request) => ({
      success: true as const,
      data: await deps.editor.get(request.params.id),
    }),
  });

  r.get(`${BASE}/:id/preview/`, {
    config,
    schema: {
      tags,
      description: 'The post as readers will see it, whatever its status.',
      params: idParamsSchema,
      response: { 200: blogPostResponseSchema },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.editor.preview(request.params.id),
    }),
  });

  r.put(`${BASE}/:id/`, {
    config,
    schema: {
      tags,
      description: 'Changes a post. A new slug leaves the old address answering 301 once public.',
      params: idParamsSchema,
      body: updateBlogPostBodySchema,
      response: onePost,
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.editor.update(staffActorOf(request), request.params.id, request.body),
    }),
  });

  r.delete(`${BASE}/:id/`, {
    config,
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await deps.editor.remove(request.params.id);
      return { success: true as const, message: say(request, 'blogPostDeleted') };
    },
  });

  r.post(`${BASE}/:id/publish/`, {
    config,
    schema: {
      tags,
      description: 'Publishes the post now.',
      params: idParamsSchema,
      body: blogVersionBodySchema,
      response: onePost,
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.editor.publish(
        staffActorOf(request),
        request.params.id,
        request.body.version,
      ),
      message: say(request, 'blogPostPublished'),
    }),
  });

  r.post(`${BASE}/:id/schedule/`, {
    config,
    schema: {
      tags,
      description: 'Publishes the post by itself at `publish_at`, which must be ahead.',
      params: idParamsSchema,
      body: scheduleBlogPostBodySchema,
      response: onePost,
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.editor.schedule(
        staffActorOf(request),
        request.params.id,
        request.body.version,
        new Date(request.body.publish_at),
      ),
      message: say(request, 'blogPostScheduled'),
    }),
  });

  r.post(`${BASE}/:id/unpublish/`, {
    config,
    schema: {
      tags,
      description: 'Takes the post off the site, back to drafts.',
      params: idParamsSchema,
      body: blogVersionBodySchema,
      response: onePost,
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.editor.unpublish(
        staffActorOf(request),
        request.params.id,
        request.body.version,
      ),
      message: say(request, 'blogPostUnpublished'),
    }),
  });

  uploadRoute(app, {
    url: `${BASE}/:id/cover/`,
    access: 'editor',
    tags,
    description:
      'The cover: a PNG, JPEG or WebP of at most 8 MB, as multipart/form-data with the field `file` or as the body. Its type is read from its bytes; it is served resized, as WebP and JPEG.',
    params: idParamsSchema,
    response: editorBlogPostResponseSchema,
    maxBytes: BLOG_COVER_MAX_BYTES,
    types: BLOG_COVER_TYPES,
    sizeMessage: COVER_SIZE_MESSAGE,
    typeMessage: COVER_TYPE_MESSAGE,
    missing: { message: 'Choose an image file to upload', code: 'image_required' },
    handler: async (request, file) => ({
      success: true as const,
      data: await deps.covers.set(idOf(request), file),
    }),
  });

  r.delete(`${BASE}/:id/cover/`, {
    config,
    schema: { tags, params: idParamsSchema, response: onePost },
    handler: async (request) => ({
      success: true as const,
      data: await deps.covers.remove(request.params.id),
      message: say(request, 'blogCoverRemoved'),
    }),
  });
}
