/** Wires the bank-statement imports: preview, commit, list and undo. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { importRoutes } from './imports.routes';
import { createImportService } from './imports.service';

export function registerImports(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; discardFiles: (keys: string[]) => Promise<void> },
) {
  const imports = createImportService({ database: deps.database, now: () => deps.clock.now() });
  importRoutes(app, { imports, discardFiles: deps.discardFiles });
  return { imports };
}
