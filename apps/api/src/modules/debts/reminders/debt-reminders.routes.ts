/** `POST /api/v1/debts/{id}/reminders/`: a WhatsApp reminder, recorded as sent. */
import { debtReminderBodySchema, debtReminderResponseSchema, idParamsSchema } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor';
import type { DebtReminderService } from './debt-reminders.service';

export function debtReminderRoutes(app: FastifyInstance, deps: { reminders: DebtReminderService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/v1/debts/:id/reminders/', {
    config: { access: { permission: 'debt.manage' } },
    schema: {
      tags: ['debts'],
      params: idParamsSchema,
      body: debtReminderBodySchema,
      response: { 201: debtReminderResponseSchema },
      description: "The wa.me link with the prepared message; the record's reminder is logged.",
    },
    handler: async (request, reply) => {
      const data = await deps.reminders.remind(actorOf(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  });
}
