/** `/api/v1/invoices/{id}/payments/…` and `…/share/`: money received, and the public link. */
import {
  deletedResponseSchema,
  idParamsSchema,
  invoicePaymentListResponseSchema,
  invoicePaymentParamsSchema,
  invoicePaymentResponseSchema,
  invoiceShareResponseSchema,
  recordInvoicePaymentBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../../lib/idempotency';
import { say } from '../../../lib/messages';
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
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];
  const { view, manage, removeCash } = INVOICE_ACCESS;

  r.get(PAYMENTS, {
    config: view,
    schema: { tags, params: idParamsSchema, response: { 200: invoicePaymentListResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.payments.list(actorOf(request), request.params.id),
    }),
  });

  r.post(PAYMENTS, {
    config: manage,
    schema: {
      tags,
      params: idParamsSchema,
      body: recordInvoicePaymentBodySchema,
      response: { 201: invoicePaymentResponseSchema },
    },
    handler: async (request, reply) => {
      const stored = await deps.payments.record(
        actorOf(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      );
      return sendCreated(reply, stored);
    },
  });

  // Removing a payment removes money from a cash book: a delete, as deleting an entry is.
  r.delete(`${PAYMENTS}:payment_id/`, {
    config: removeCash,
    schema: { tags, params: invoicePaymentParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      const { id, payment_id } = request.params;
      await deps.payments.remove(actorOf(request), id, payment_id);
      return { success: true as const, message: say(request, 'paymentDeleted') };
    },
  });

  r.get(`${PAYMENTS}:payment_id/pdf/`, {
    config: view,
    schema: {
      tags,
      params: invoicePaymentParamsSchema,
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
