/** `/api/v1/invoices/{id}/payments/…` and `…/share/`: money received, and the public link. */
import {
  deletedResponseSchema,
  idParamsSchema,
  invoicePaymentListResponseSchema,
  invoicePaymentResponseSchema,
  invoiceShareResponseSchema,
  paymentParamsSchema,
  recordInvoicePaymentBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor';
import { say } from '../../../lib/messages';
import { paymentRoutes } from '../../../lib/payment-routes';
import { sendPdf } from '../../../pdf/send';
import { INVOICE_ACCESS } from '../invoices.routes';
import type { InvoiceService } from '../invoices.service';
import type { InvoicePdfService } from '../pdf/invoice-pdf.service';
import type { InvoiceShareService } from '../share/invoice-share.service';
import type { InvoicePaymentService } from './invoice-payments.service';

const PAYMENTS = '/api/v1/invoices/:id/payments/';

export function invoicePaymentRoutes(
  app: FastifyInstance,
  deps: {
    invoices: InvoiceService;
    payments: InvoicePaymentService;
    pdf: InvoicePdfService;
    share: InvoiceShareService;
    discardFiles: (keys: string[]) => Promise<void>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];
  const { view, manage } = INVOICE_ACCESS;

  paymentRoutes(app, {
    path: PAYMENTS,
    tags,
    discardFiles: deps.discardFiles,
    access: INVOICE_ACCESS,
    schemas: {
      list: invoicePaymentListResponseSchema,
      created: invoicePaymentResponseSchema,
      body: recordInvoicePaymentBodySchema,
    },
    payments: deps.payments,
    record: (request, invoiceId, body, key) =>
      deps.payments.record(actorOf(request), invoiceId, body, key),
  });

  r.get(`${PAYMENTS}:payment_id/pdf/`, {
    config: view,
    schema: {
      tags,
      params: paymentParamsSchema,
      description: "The payment's receipt (kwitansi) as a PDF.",
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { id, payment_id } = request.params;
      const payment = await deps.payments.get(actor, id, payment_id);
      const invoice = await deps.invoices.get(actor, id);
      const { data, filename } = await deps.pdf.receipt(actor.businessId, invoice, payment);
      return sendPdf(reply, data, filename);
    },
  });

  r.post('/api/v1/invoices/:id/share/', {
    config: manage,
    schema: { tags, params: idParamsSchema, response: { 200: invoiceShareResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.share.share(actorOf(request), request.params.id),
    }),
  });

  r.delete('/api/v1/invoices/:id/share/', {
    config: manage,
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await deps.share.revoke(actorOf(request), request.params.id);
      return { success: true as const, message: say(request, 'shareRevoked') };
    },
  });
}
