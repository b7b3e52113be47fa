/**
 * The public route of stored picture sizes (storage/image-set.ts): `…/{id}/{width}.{webp|jpg}`,
 * sent as they are with their type and cached for a year (an address never changes).
 */
import { idSchema } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ImageFormat } from '../storage/image-variants';
import { notFound } from './errors';

const fileParamsSchema = z.object({
  id: idSchema,
  file: z.string().regex(/^\d{2,5}\.(webp|jpg)$/, 'invalid_format'),
});

const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

export function imageFileRoute(
  app: FastifyInstance,
  route: {
    /** Ends with `/:id/:file`. */
    url: string;
    tags: string[];
    description: string;
    /** What it is, for the 404's message. */
    what: string;
    read: (id: string, width: number, format: ImageFormat) => Promise<Buffer | null>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(route.url, {
    config: { access: 'public' },
    compress: false,
    schema: { tags: route.tags, description: route.description, params: fileParamsSchema },
    handler: async (request, reply) => {
      const [width, format] = request.params.file.split('.') as [string, ImageFormat];
      const data = await route.read(request.params.id, Number(width), format);
      if (!data) throw notFound(route.what);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  });
}
