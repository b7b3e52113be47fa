/**
 * A route that takes one uploaded file: multipart/form-data with the field `file`, or the file
 * itself as the body (as attachments are sent). Its parsers live in a scope of their own, so no
 * other route accepts these bodies, and Fastify's own 413 and 415 (which speak of JSON and
 * 1 MiB) become answers that say what this upload takes.
 */
import { AppError, type FieldCode } from '@usaha/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../types';
import { readMultipartFile } from './multipart';

export type UploadRoute = {
  url: string;
  access: Access;
  tags: string[];
  description: string;
  /** Validated before the handler runs: the handler reads them as `request.params`. */
  params?: z.ZodType;
  response: z.ZodType;
  /** The largest file taken; the body may be a little larger, for the multipart framing. */
  maxBytes: number;
  /** Content types a raw body may be sent as (multipart and octet-stream always may). */
  types: readonly string[];
  /** What a file too large or of the wrong type is told. */
  sizeMessage: string;
  typeMessage: string;
  /** What a multipart body without the field `file` is told. */
  missing: { message: string; code: FieldCode };
  handler: (request: FastifyRequest, file: Buffer, reply: FastifyReply) => Promise<unknown>;
};

/** Room for the multipart framing around a file of the largest size. */
const FRAMING_BYTES = 64 * 1024;

export function uploadRoute(app: FastifyInstance, route: UploadRoute) {
  const bodyLimit = route.maxBytes + FRAMING_BYTES;
  const uploadErrors = (error: FastifyError): never => {
    if (error.statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', route.sizeMessage);
    if (error.statusCode === 415) throw new AppError('UNSUPPORTED_MEDIA_TYPE', route.typeMessage);
    throw error;
  };
  const fileOf = (body: unknown, contentType: string): Buffer => {
    if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', route.typeMessage);
    if (!/^multipart\//i.test(contentType)) return body;
    const file = readMultipartFile(body, contentType, 'file');
    if (!file) {
      throw new AppError('VALIDATION_FAILED', route.missing.message, {
        issues: [{ field: 'file', code: route.missing.code }],
      });
    }
    return file;
  };
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['multipart/form-data', ...route.types, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit },
      (_request, body, done) => done(null, body),
    );
    scope.post(route.url, {
      config: { access: route.access },
      bodyLimit,
      errorHandler: uploadErrors,
      schema: {
        tags: route.tags,
        description: route.description,
        ...(route.params ? { params: route.params } : {}),
        response: { 200: route.response },
      },
      handler: async (request, reply) => {
        const file = fileOf(request.body, request.headers['content-type'] ?? '');
        return route.handler(request, file, reply);
      },
    });
  });
}
