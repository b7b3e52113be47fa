/** /api/v1/settings/application/: the business profile and defaults, and its logo. */
import {
  type BusinessSettings,
  businessSettingsResponseSchema,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  updateBusinessSettingsBodySchema,
} from '@usaha/shared';
import type { ServerMessageKey } from '@usaha/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Actor, actorOf } from '../../lib/actor';
import { say } from '../../lib/messages';
import { uploadRoute } from '../../lib/upload-route';
import {
  type BusinessSettingsService,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
} from './business-settings.service';

const PATH = '/api/v1/settings/application/';

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
  uploadRoute(app, {
    url,
    access: { permission: 'settings.manage' },
    tags,
    description:
      'A PNG, JPEG or WebP of at most 1 MB: multipart/form-data with the field `file`, or the image itself as the body. Its type is read from its bytes.',
    response: businessSettingsResponseSchema,
    maxBytes: LOGO_MAX_BYTES,
    types: LOGO_TYPES,
    sizeMessage: LOGO_SIZE_MESSAGE,
    typeMessage: LOGO_TYPE_MESSAGE,
    missing: { message: 'Choose an image file to upload', code: 'image_required' },
    handler: async (request, file) => ({
      success: true as const,
      data: await calls.set(actorOf(request), file),
      message: say(request, calls.words.saved),
    }),
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
