/** `/api/v1/recurring-invoices/…`: schedules of invoices, their changes, pause and resume. */
import {
  createRecurringInvoiceBodySchema,
  deletedResponseSchema,
  idParamsSchema,
  recurringInvoiceListQuerySchema,
  recurringInvoiceListResponseSchema,
  recurringInvoiceResponseSchema,
  updateRecurringInvoiceBodySchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import type { RecurringInvoiceService } from './recurring-invoices.service';

const BASE = '/api/v1/recurring-invoices/';
const ONE = `${BASE}:id/`;
const view = { access: { permission: 'invoice.view' as const } };
const manage = { access: { permission: 'invoice.manage' as const } };
// As for invoices: deleting takes invoice.delete (a cashier may not).
const remove = { access: { permission: 'invoice.delete' as const } };

export function recurringInvoiceRoutes(
  app: FastifyInstance,
  deps: { recurring: RecurringInvoiceService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recurring-invoices'];
  const one = { 200: recurringInvoiceResponseSchema };
  const { recurring } = deps;

  r.get(BASE, {
    config: view,
    schema: {
      tags,
      querystring: recurringInvoiceListQuerySchema,
      response: { 200: recurringInvoiceListResponseSchema },
    },
    handler: async (request) => {
      const page = await recurring.list(actorOf(request), request.query);
      return listAnswer(page);
    },
  });

  r.post(BASE, {
    config: manage,
    schema: {
      tags,
      body: createRecurringInvoiceBodySchema,
      response: { 201: recurringInvoiceResponseSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await recurring.create(actorOf(request), request.body),
      }),
  });

  r.get(ONE, {
    config: view,
    schema: { tags, params: idParamsSchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await recurring.get(actorOf(request), request.params.id),
    }),
  });

  r.put(ONE, {
    config: manage,
    schema: { tags, params: idParamsSchema, body: updateRecurringInvoiceBodySchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await recurring.update(actorOf(request), request.params.id, request.body),
    }),
  });

  r.delete(ONE, {
    config: remove,
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      await recurring.remove(actorOf(request), request.params.id);
      return { success: true as const, message: say(request, 'recurringInvoiceDeleted') };
    },
  });

  r.post(`${ONE}pause/`, {
    config: manage,
    schema: { tags, params: idParamsSchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await recurring.pause(actorOf(request), request.params.id),
    }),
  });

  r.post(`${ONE}resume/`, {
    config: manage,
    schema: { tags, params: idParamsSchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await recurring.resume(actorOf(request), request.params.id),
    }),
  });
}
