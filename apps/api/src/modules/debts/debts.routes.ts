/** `/api/v1/debts/…`: the list, one debt or credit, its edits, void, deletion and timeline. */
import {
  createDebtBodySchema,
  debtHistoryResponseSchema,
  debtListQuerySchema,
  debtListResponseSchema,
  debtResponseSchema,
  deletedResponseSchema,
  idParamsSchema,
  updateDebtBodySchema,
  voidDebtBodySchema,
} from '@usaha/shared';
import type { MessageLanguage } from '@usaha/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, callerMay } from '../../lib/actor';
import { idempotencyKeyOf, sendCreated } from '../../lib/idempotency';
import { listAnswer } from '../../lib/list-answer';
import { say } from '../../lib/messages';
import type { DebtService } from './debts.service';

const BASE = '/api/v1/debts/';
const ONE = `${BASE}:id/`;
/**
 * Voiding writes off what is owed: it is a delete (a cashier does neither). Deleting a record or
 * a payment removes the cash-book entry it posted, so it also needs the entries' own delete.
 */
export const DEBT_ACCESS = {
  view: { access: { permission: 'debt.view' as const } },
  manage: { access: { permission: 'debt.manage' as const } },
  remove: { access: { permission: 'debt.delete' as const } },
  removeCash: {
    access: { permission: 'debt.delete' as const, also: 'transaction.delete' as const },
  },
};

/** The words a record's entries carry: the language of the member who records them. */
export function entryLanguage(request: FastifyRequest): MessageLanguage {
  return request.auth?.user.language === 'en' ? 'en' : 'id';
}

export function debtRoutes(
  app: FastifyInstance,
  deps: { debts: DebtService; discardFiles: (keys: string[]) => Promise<void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['debts'];
  const { view, manage, remove, removeCash } = DEBT_ACCESS;
  const one = { 200: debtResponseSchema };

  r.get(BASE, {
    config: view,
    schema: { tags, querystring: debtListQuerySchema, response: { 200: debtListResponseSchema } },
    handler: async (request) => {
      const { totals, ...page } = await deps.debts.list(actorOf(request), request.query);
      return listAnswer(page, { totals });
    },
  });

  r.post(BASE, {
    config: manage,
    schema: { tags, body: createDebtBodySchema, response: { 201: debtResponseSchema } },
    handler: async (request, reply) => {
      const stored = await deps.debts.create(
        actorOf(request),
        request.body,
        idempotencyKeyOf(request),
        entryLanguage(request),
      );
      return sendCreated(reply, stored);
    },
  });

  r.get(ONE, {
    config: view,
    schema: { tags, params: idParamsSchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await deps.debts.get(actorOf(request), request.params.id),
    }),
  });

  r.patch(ONE, {
    config: manage,
    schema: { tags, params: idParamsSchema, body: updateDebtBodySchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await deps.debts.update(
        actorOf(request),
        request.params.id,
        request.body,
        entryLanguage(request),
        { changeCash: callerMay(request, 'transaction.update') },
      ),
    }),
  });

  r.delete(ONE, {
    config: removeCash,
    schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    handler: async (request) => {
      const { storageKeys } = await deps.debts.remove(actorOf(request), request.params.id);
      await deps.discardFiles(storageKeys);
      return { success: true as const, message: say(request, 'debtDeleted') };
    },
  });

  r.post(`${ONE}void/`, {
    config: remove,
    schema: { tags, params: idParamsSchema, body: voidDebtBodySchema, response: one },
    handler: async (request) => ({
      success: true as const,
      data: await deps.debts.void(actorOf(request), request.params.id, request.body),
    }),
  });

  r.get(`${ONE}history/`, {
    config: view,
    schema: { tags, params: idParamsSchema, response: { 200: debtHistoryResponseSchema } },
    handler: async (request) => ({
      success: true as const,
      data: await deps.debts.history(actorOf(request), request.params.id),
    }),
  });
}
