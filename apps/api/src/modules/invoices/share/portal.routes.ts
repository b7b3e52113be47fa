/**
 * `/api/v1/portal/invoices/{token}/…`: the public portal, no login. Every answer, a 404 too,
 * says `X-Robots-Tag: noindex`; each request counts against the caller's address (429 past it).
 */
import { portalInvoiceResponseSchema, portalTokenParamsSchema } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPortalImage } from '../../../lib/portal-image';
import { sendPdf } from '../../../pdf/send';
import type { InvoicePortalService } from './invoice-portal.service';

const PORTAL = '/api/v1/portal/invoices/:token/';

export function portalRoutes(app: FastifyInstance, deps: { portal: InvoicePortalService }) {
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['portal'];
    const config = { access: 'public' as const };

    r.get(PORTAL, {
      config,
      schema: {
        tags,
        params: portalTokenParamsSchema,
        response: { 200: portalInvoiceResponseSchema },
      },
      handler: async (request) => ({
        success: true as const,
        data: await deps.portal.view(request.params.token, request.ip),
      }),
    });

    r.get(`${PORTAL}pdf/`, {
      config,
      schema: { tags, params: portalTokenParamsSchema, description: 'The invoice as a PDF.' },
      handler: async (request, reply) => {
        const { data, filename } = await deps.portal.pdf(request.params.token, request.ip);
        return sendPdf(reply, data, filename);
      },
    });

    for (const image of ['logo', 'qris'] as const) {
      r.get(`${PORTAL}${image}/`, {
        config,
        compress: false,
        schema: { tags, params: portalTokenParamsSchema, description: `The business's ${image}.` },
        handler: async (request, reply) => {
          const found = await deps.portal.image(request.params.token, request.ip, image);
          return sendPortalImage(reply, found);
        },
      });
    }
  });
}
