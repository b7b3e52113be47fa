/** Wires the transfers between cash books. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { transferRoutes } from './transfers.routes';
import { createTransferService } from './transfers.service';

export function registerTransfers(
  app: FastifyInstance,
  deps: { database: Database; discardFiles: (keys: string[]) => Promise<void> },
) {
  const transfers = createTransferService(deps);
  transferRoutes(app, { transfers, discardFiles: deps.discardFiles });
  return { transfers };
}
