/** Wires the bank-statement imports: preview, commit, list and undo. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { BalanceService } from '../balance/balance.service';
import { importRoutes } from './imports.routes';
import { createImportService } from './imports.service';

export function registerImports(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    discardFiles: (keys: string[]) => Promise<void>;
    balance: BalanceService;
  },
) {
  const imports = createImportService({
    database: deps.database,
    now: () => deps.clock.now(),
    balance: deps.balance,
  });
  importRoutes(app, { imports, discardFiles: deps.discardFiles });
  return { imports };
}
