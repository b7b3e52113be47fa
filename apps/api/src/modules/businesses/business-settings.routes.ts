/** /api/v1/settings/application/: the business profile and defaults, and its logo. */
import {
  AppError,
  type BusinessSettings,
  businessSettingsResponseSchema,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  updateBusinessSettingsBodySchema,
} from '@usaha/shared';
import type { ServerMessageKey } from '@usaha/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Actor, actorOf } from '../../lib/actor';
import { say } from '../../lib/messages';
import {
  type BusinessSettingsService,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
} from './business-settings.service';
import { readMultipartFile } from './multipart';

const PATH = '/api/v1/settings/application/';

/** Room for the multipart framing around a logo of the largest size. */
const LOGO_BODY_LIMIT = LOGO_MAX_BYTES + 64 * 1024;

/** A form upload (field `file`), or the image itself as the body, as attachments are sent. */
const UPLOAD_TYPES = ['multipart/form-data', ...LOGO_TYPES, 'application/octet-stream'];

/** Fastify's own 413 and 415 speak of JSON and 1 MiB; a logo upload's say what a logo takes. */
function uploadErrors(error: FastifyError): never {
  if (error.statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', LOGO_SIZE_MESSAGE);
  if (error.statusCode === 415) throw new AppError('UNSUPPORTED_MEDIA_TYPE', LOGO_TYPE_MESSAGE);
  throw error;
}

function uploadedFile(body: unknown, contentType: string): Buffer {
  if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', LOGO_TYPE_MESSAGE);
  if (!/^multipart\//i.test(contentType)) return body;
  const file = readMultipartFile(body, contentType, 'file');
  if (!file) {
    throw new AppError('VALIDATION_FAILED', 'Choose an image file to upload', {
      issues: [{ field: 'file', code: 'image_required' }],
    });
  }
  return file;
}

export function businessSettingsRoutes(
  app: FastifyInstance,
  deps: { settings: BusinessSettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const response = { 200: businessSettingsResponseSchema };

  r.get(PATH, {
    // Every member reads the profile (invoices and the header show it); only managers change it.
    config: { access: { permission: 'business.view' } },
    schema: { tags, response },
    handler: async (request) => ({
      success: true as const,
      data: await deps.settings.get(actorOf(request)),
    }),
  });

  r.put(PATH, {
    config: { access: { permission: 'settings.manage' } },
    schema: { tags, body: updateBusinessSettingsBodySchema, response },
    handler: async (request) => ({
      success: true as const,
      data: await deps.settings.update(actorOf(request), request.body),
      message: say(request, 'settingsSaved'),
    }),
  });

  imageRoutes(app, `${PATH}logo/`, {
    set: deps.settings.setLogo,
    read: deps.settings.readLogo,
    remove: deps.settings.removeLogo,
    words: { saved: 'logoSaved', removed: 'logoRemoved' },
  });
  imageRoutes(app, `${PATH}qris/`, {
    set: deps.settings.setQris,
    read: deps.settings.readQris,
    remove: deps.settings.removeQris,
    words: { saved: 'qrisSaved', removed: 'qrisRemoved' },
  });
}

type ImageCalls = {
  set: (actor: Actor, data: Buffer) => Promise<BusinessSettings>;
  read: (actor: Actor) => Promise<{ data: Buffer; contentType: string }>;
  remove: (actor: Actor) => Promise<BusinessSettings>;
  words: { saved: ServerMessageKey; removed: ServerMessageKey };
};

/** Upload, read and remove of one image of the business (the logo, the QRIS code). */
function imageRoutes(app: FastifyInstance, url: string, calls: ImageCalls) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const response = { 200: businessSettingsResponseSchema };
  // The upload's parsers live in a scope of their own, so no other route accepts these bodies.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      UPLOAD_TYPES,
      { parseAs: 'buffer', bodyLimit: LOGO_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(url, {
      config: { access: { permission: 'settings.manage' } },
      bodyLimit: LOGO_BODY_LIMIT,
      errorHandler: uploadErrors,
      schema: {
        tags,
        description:
          'A PNG, JPEG or WebP of at most 1 MB: multipart/form-data with the field `file`, or the image itself as the body. Its type is read from its bytes.',
        response,
      },
      handler: async (request) => {
        const file = uploadedFile(request.body, request.headers['content-type'] ?? '');
        return {
          success: true as const,
          data: await calls.set(actorOf(request), file),
          message: say(request, calls.words.saved),
        };
      },
    });
  });

  r.get(url, {
    config: { access: { permission: 'business.view' } },
    // Images are compressed already.
    compress: false,
    schema: { tags, description: 'The image itself; 404 when there is none.' },
    handler: async (request, reply) => {
      const { data, contentType } = await calls.read(actorOf(request));
      return reply
        .headers({
          'content-type': contentType,
          'content-length': data.length,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "sandbox; default-src 'none'",
          // The address changes with every new file (the url carries the file's name).
          'cache-control': 'private, max-age=86400',
        })
        .send(data);
    },
  });

  r.delete(url, {
    config: { access: { permission: 'settings.manage' } },
    schema: { tags, response },
    handler: async (request) => ({
      success: true as const,
      data: await calls.remove(actorOf(request)),
      message: say(request, calls.words.removed),
    }),
  });
}
