/** Wires the dashboard: every card's figures in one request, read through the other services. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService, type DashboardDeps } from './dashboard.service';

export function registerDashboard(app: FastifyInstance, deps: DashboardDeps & { clock: Clock }) {
  const dashboard = createDashboardService(deps);
  dashboardRoutes(app, { dashboard, clock: deps.clock });
  return { dashboard };
}
