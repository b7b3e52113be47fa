/** Wires the cash books. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { cashbookRoutes } from './cashbooks.routes';
import { createCashbookService } from './cashbooks.service';

export function registerCashbooks(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock },
) {
  const cashbooks = createCashbookService(deps);
  cashbookRoutes(app, { cashbooks });
  return { cashbooks };
}
