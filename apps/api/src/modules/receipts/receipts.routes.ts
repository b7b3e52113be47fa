/** `GET /api/v1/entries/{id}/receipt/`: the entry as a PDF receipt (nota) to share. */
import { idParamsSchema } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { requestLanguage } from '../../lib/language';
import { sendPdf } from '../../pdf/send';
import type { ReceiptService } from './receipts.service';

export function receiptRoutes(app: FastifyInstance, deps: { receipts: ReceiptService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/entries/:id/receipt/', {
    config: { access: { permission: 'transaction.view' } },
    schema: {
      tags: ['entries'],
      params: idParamsSchema,
      description:
        "The entry as a small PDF receipt (nota) in the caller's language (Accept-Language).",
    },
    handler: async (request, reply) => {
      const { data, filename } = await deps.receipts.pdf(
        actorOf(request),
        request.params.id,
        requestLanguage(request),
      );
      return sendPdf(reply, data, filename);
    },
  });
}
