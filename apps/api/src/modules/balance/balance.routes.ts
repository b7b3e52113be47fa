import {
  balanceQuerySchema,
  balanceResponseSchema,
  balanceTrendQuerySchema,
  balanceTrendResponseSchema,
} from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { actorOf } from '../../lib/actor';
import { businessToday } from '../../lib/business-date';
import type { BalanceService } from './balance.service';

export function balanceRoutes(
  app: FastifyInstance,
  deps: { balance: BalanceService; clock: Clock },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['balance'];

  r.get('/api/v1/balance/', {
    config: { access: { permission: 'cashbook.view' } },
    schema: {
      tags,
      querystring: balanceQuerySchema,
      response: { 200: balanceResponseSchema },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const date = request.query.date ?? businessToday(deps.clock.now(), actor.timezone);
      const permissions = request.auth?.user.permissions ?? [];
      const owed = permissions.includes('invoice.view') && permissions.includes('debt.view');
      return { success: true as const, data: await deps.balance.on(actor, date, owed) };
    },
  });

  r.get('/api/v1/balance/trend/', {
    config: { access: { permission: 'cashbook.view' } },
    schema: {
      tags,
      querystring: balanceTrendQuerySchema,
      response: { 200: balanceTrendResponseSchema },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const date = request.query.date ?? businessToday(deps.clock.now(), actor.timezone);
      return {
        success: true as const,
        data: await deps.balance.trend(actor, date, request.query.months),
      };
    },
  });
}
