/** Wires the balance on a date and its trend. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { balanceRoutes } from './balance.routes';
import { createBalanceService } from './balance.service';

export function registerBalance(app: FastifyInstance, deps: { database: Database; clock: Clock }) {
  const balance = createBalanceService(deps);
  balanceRoutes(app, { balance, clock: deps.clock });
  return { balance };
}
