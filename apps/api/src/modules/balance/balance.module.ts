/** Wires the balance on a date (with the receivables the invoices give) and its trend. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { InvoiceService } from '../invoices/invoices.service';
import { balanceRoutes } from './balance.routes';
import { createBalanceService } from './balance.service';

export function registerBalance(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; invoices: Pick<InvoiceService, 'receivablesOn'> },
) {
  const balance = createBalanceService(deps);
  balanceRoutes(app, { balance, clock: deps.clock });
  return { balance };
}
