/**
 * `/api/v1/<documents>/{id}/payments/…`: the list, the recording and the removal of a document's
 * payments, the same three routes for invoices and debts. Each payment is a cash book entry, so
 * removing one asks for the cash delete permission as well (`removeCash`), as deleting an entry
 * does; recording takes an idempotency key. What a document adds (an invoice's receipt PDF) stays
 * in its own routes.
 */
import { deletedResponseSchema, idParamsSchema, paymentParamsSchema } from '@usaha/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from '../types';
import { type Actor, actorOf } from './actor';
import { idempotencyKeyOf, type Stored, sendCreated } from './idempotency';
import { say } from './messages';

type RouteConfig = { access: Access };

export type PaymentRoutesOf<Body extends z.ZodType> = {
  /** `/api/v1/<documents>/:id/payments/` */
  path: string;
  tags: string[];
  access: { view: RouteConfig; manage: RouteConfig; removeCash: RouteConfig };
  schemas: { list: z.ZodType; created: z.ZodType; body: Body };
  payments: {
    list(actor: Actor, documentId: string): Promise<unknown[]>;
    /** Answers where the payment entry's receipts are stored: discarded after the commit. */
    remove(actor: Actor, documentId: string, paymentId: string): Promise<{ storageKeys: string[] }>;
  };
  discardFiles: (keys: string[]) => Promise<void>;
  /** Records a payment with the request's idempotency key (and what else the document needs). */
  record(
    request: FastifyRequest,
    documentId: string,
    body: z.infer<Body>,
    key: string | null,
  ): Promise<Stored<unknown>>;
};

export function paymentRoutes<Body extends z.ZodType>(
  app: FastifyInstance,
  { path, tags, access, schemas, payments, record, discardFiles }: PaymentRoutesOf<Body>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: access.view,
    schema: { tags, params: idParamsSchema, response: { 200: schemas.list } },
    handler: async (request) => ({
      success: true as const,
      data: await payments.list(actorOf(request), request.params.id),
    }),
  });

  r.post(path, {
    config: access.manage,
    schema: {
      tags,
      params: idParamsSchema,
      body: schemas.body,
      response: { 201: schemas.created },
    },
    handler: async (request, reply) => {
      const stored = await record(
        request,
        request.params.id,
        request.body as z.infer<Body>,
        idempotencyKeyOf(request),
      );
      return sendCreated(reply, stored);
    },
  });

  r.delete(`${path}:payment_id/`, {
    config: access.removeCash,
    schema: { tags, params: paymentParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      const { id, payment_id } = request.params;
      const { storageKeys } = await payments.remove(actorOf(request), id, payment_id);
      await discardFiles(storageKeys);
      return { success: true as const, message: say(request, 'paymentDeleted') };
    },
  });
}
