/**
 * Wires the debts and credits (issue 15): the records, their payments and the positions. Posts
 * cash through the entries; reads the timeline through the activity log. Answers the debt
 * service, which others read a record through (`get`).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { ActivityService } from '../activity/activities.service';
import { debtPaymentRoutes } from './debt-payments.routes';
import { createDebtPaymentService } from './debt-payments.service';
import { debtPositionRoutes } from './debt-positions.routes';
import { createDebtPositionService } from './debt-positions.service';
import { debtRoutes } from './debts.routes';
import { createDebtService } from './debts.service';

export function registerDebts(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; activities: ActivityService },
) {
  const debts = createDebtService(deps);
  const payments = createDebtPaymentService(deps);
  const positions = createDebtPositionService(deps);
  debtRoutes(app, { debts });
  debtPaymentRoutes(app, { payments });
  debtPositionRoutes(app, { positions });
  return { debts };
}
