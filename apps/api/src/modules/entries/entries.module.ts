/** Wires the entries: the Transaksi list, single-entry writes and bulk changes. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { ActivityService } from '../activity/activities.service';
import { entryRoutes } from './entries.routes';
import { createEntryService } from './entries.service';

export function registerEntries(
  app: FastifyInstance,
  deps: {
    database: Database;
    activities: ActivityService;
    discardFiles: (keys: string[]) => Promise<void>;
  },
) {
  const entries = createEntryService(deps);
  entryRoutes(app, { entries, discardFiles: deps.discardFiles });
  return { entries };
}
