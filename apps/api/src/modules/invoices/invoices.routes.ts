/** `/api/v1/invoices/…`: the list, one invoice, its content and what is done with it. */
import {
  createInvoiceBodySchema,
  deletedResponseSchema,
  idParamsSchema,
  invoiceHistoryResponseSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceResponseSchema,
  sendInvoiceBodySchema,
  updateInvoiceBodySchema,
  whatsappLinkResponseSchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../lib/idempotency';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import { sendPdf } from '../../pdf/send';
import type { InvoiceActions } from './invoice-actions.service';
import type { InvoiceService } from './invoices.service';

const BASE = '/api/v1/invoices/';
const ONE = `${BASE}:id/`;
/**
 * Voiding cancels the document: it is a delete (a cashier does neither). Removing a payment
 * removes its cash-book entry too, so it also needs the entries' own delete.
 */
export const INVOICE_ACCESS = {
  view: { access: { permission: 'invoice.view' as const } },
  manage: { access: { permission: 'invoice.manage' as const } },
  remove: { access: { permission: 'invoice.delete' as const } },
  removeCash: {
    access: { permission: 'invoice.delete' as const, also: 'transaction.delete' as const },
  },
};

export function invoiceRoutes(
  app: FastifyInstance,
  deps: { invoices: InvoiceService; actions: InvoiceActions },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];
  const { view, manage, remove } = INVOICE_ACCESS;
  const one = { 200: invoiceResponseSchema };

  r.get(BASE, {
    config: view,
    schema: {
      tags,
      querystring: invoiceListQuerySchema,
      response: { 200: invoiceListResponseSchema },
    },
    handler: async (request) => {
      const { totals, ...page } = await deps.invoices.list(actorOf(request), request.query);
      return listAnswer(page, { totals });
    },
  });

  r.post(BASE, {
    config: manage,
    schema: { tags, body: createInvoiceBodySchema, response: { 201: invoiceResponseSchema } },
    handler: async (request, reply) => {
      const stored = await deps.invoices.create(
        actorOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return sendCreated(reply, stored);
    },
  });

  r.get(ONE, {
    config: view,
    schema: { tags, params: idParamsSchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await deps.invoices.get(actorOf(request), request.params.id),
    }),
  });

  r.put(ONE, {
    config: manage,
    schema: { tags, params: idParamsSchema, body: updateInvoiceBodySchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await deps.invoices.update(actorOf(request), request.params.id, request.body),
    }),
  });

  r.delete(ONE, {
    config: remove,
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await deps.invoices.remove(actorOf(request), request.params.id);
      return { success: true as const, message: say(request, 'invoiceDeleted') };
    },
  });

  r.post(`${ONE}send/`, {
    config: manage,
    schema: { tags, params: idParamsSchema, body: sendInvoiceBodySchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await deps.actions.send(actorOf(request), request.params.id, request.body),
    }),
  });

  r.post(`${ONE}void/`, {
    config: remove,
    schema: { tags, params: idParamsSchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await deps.actions.void(actorOf(request), request.params.id),
    }),
  });

  r.post(`${ONE}duplicate/`, {
    config: manage,
    schema: { tags, params: idParamsSchema, response: { 201: invoiceResponseSchema } },
    handler: async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await deps.invoices.duplicate(actorOf(request), request.params.id),
      }),
  });

  r.get(`${ONE}history/`, {
    config: view,
    schema: { tags, params: idParamsSchema, response: { 200: invoiceHistoryResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.actions.history(actorOf(request), request.params.id),
    }),
  });

  r.get(`${ONE}pdf/`, {
    config: view,
    schema: { tags, params: idParamsSchema, description: 'The invoice as an A4 PDF.' },
    handler: async (request, reply) => {
      const { data, filename } = await deps.actions.pdf(actorOf(request), request.params.id);
      return sendPdf(reply, data, filename);
    },
  });

  // It makes the share link when there is none: a change, so it takes invoice.manage.
  r.get(`${ONE}whatsapp/`, {
    config: manage,
    schema: { tags, params: idParamsSchema, response: { 200: whatsappLinkResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.actions.whatsapp(actorOf(request), request.params.id),
    }),
  });
}
