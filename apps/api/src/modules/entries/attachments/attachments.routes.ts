import {
  AppError,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  attachmentResponseSchema,
  attachmentUploadParamsSchema,
  attachmentUploadQuerySchema,
  deletedResponseSchema,
  idParamsSchema,
} from '@usaha/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../../lib/idempotency';
import { say } from '../../../lib/messages';
import { UNSUPPORTED_FILE_MESSAGE } from '../../../storage/sniff';
import { contentDisposition } from './attachment-files';
import type { AttachmentService } from './attachments.service';

export type AttachmentRouteDeps = { attachments: AttachmentService };

/** Browsers send a File with its own type, or octet-stream when they do not know it. */
const DECLARED_TYPES = [...ATTACHMENT_TYPES, 'application/octet-stream'];

/** Fastify's own 413 and 415 speak of JSON and 1 MiB; an upload's say what an upload takes. */
function uploadErrors(error: FastifyError): never {
  if (error.statusCode === 413) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large: the limit is 10 MB');
  }
  if (error.statusCode === 415) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE);
  }
  throw error;
}

export function attachmentRoutes(app: FastifyInstance, deps: AttachmentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['attachments'];

  // The raw-bytes parsers live in a scope of their own, so no other route accepts them; JSON is
  // not among them here.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      DECLARED_TYPES,
      { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    scope.withTypeProvider<ZodTypeProvider>().post('/api/v1/entries/:id/attachments/', {
      config: { access: { permission: 'transaction.create' } },
      bodyLimit: ATTACHMENT_MAX_BYTES,
      errorHandler: uploadErrors,
      schema: {
        tags,
        description:
          'The body is the file itself (JPEG, PNG, WebP or PDF, at most 10 MB); its type is read from its bytes.',
        params: attachmentUploadParamsSchema,
        querystring: attachmentUploadQuerySchema,
        response: { 201: attachmentResponseSchema },
      },
      handler: async (request, reply) => {
        const data = request.body;
        if (!Buffer.isBuffer(data)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE);
        }
        const stored = await deps.attachments.upload(
          actorOf(request),
          request.params.id,
          { filename: request.query.filename, data },
          idempotencyKeyOf(request),
        );
        return sendCreated(reply, stored);
      },
    });
  });

  r.get('/api/v1/attachments/:id/', {
    config: { access: { permission: 'transaction.view' } },
    // Photos and PDFs are compressed already; sent as they are, with their exact length.
    compress: false,
    schema: {
      tags,
      description: 'The file itself, with the type read from its bytes at upload.',
      params: idParamsSchema,
    },
    handler: async (request, reply) => {
      const { attachment, data } = await deps.attachments.read(actorOf(request), request.params.id);
      return reply
        .headers({
          'content-type': attachment.content_type,
          'content-length': data.length,
          'content-disposition': contentDisposition(attachment.filename),
          'x-content-type-options': 'nosniff',
          // A PDF opened in a tab runs nothing of ours and reaches nothing of ours.
          'content-security-policy': "sandbox; default-src 'none'",
          'cache-control': 'private, max-age=3600',
        })
        .send(data);
    },
  });

  r.delete('/api/v1/attachments/:id/', {
    config: { access: { permission: 'transaction.update' } },
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await deps.attachments.remove(actorOf(request), request.params.id);
      return { success: true as const, message: say(request, 'attachmentDeleted') };
    },
  });
}
