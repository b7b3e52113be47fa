/**
 * Wires the balance on a date (with the receivables the invoices and credits give, and the
 * payables the debts give) and its trend.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { DebtBalanceService } from '../debts/debt-balances.service';
import type { InvoiceService } from '../invoices/invoices.service';
import { balanceRoutes } from './balance.routes';
import { createBalanceService } from './balance.service';

export function registerBalance(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    invoices: Pick<InvoiceService, 'receivablesOn' | 'taxCollectedOn'>;
    debts: Pick<DebtBalanceService, 'owedOn'>;
  },
) {
  const balance = createBalanceService(deps);
  balanceRoutes(app, { balance, clock: deps.clock });
  return { balance };
}
