/** The platform's figures for its staff (`GET /api/v1/admin/overview/`). */
import type { AdminOverview } from '@usaha/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { OVERVIEW_SQL } from './admin-overview.sql';

type OverviewRow = {
  businesses: number;
  users: number;
  trials: number;
  past_due: number;
  active_by_plan: Record<string, number>;
  monthly_sum: string | number;
  yearly_sum: string | number;
  churned_this_month: number;
  pending_manual: number;
  signups: { week: string; count: number }[];
};

export function createAdminOverview(deps: { database: Database; clock: Clock }) {
  return {
    async overview(): Promise<AdminOverview> {
      const [row] = await deps.database.query<OverviewRow>(OVERVIEW_SQL, [
        deps.clock.now().toISOString(),
      ]);
      if (!row) throw new Error('the overview answered no row');
      return {
        businesses: row.businesses,
        users: row.users,
        active: { pro: row.active_by_plan.pro ?? 0, bisnis: row.active_by_plan.bisnis ?? 0 },
        trials: row.trials,
        past_due: row.past_due,
        mrr: Number(row.monthly_sum) + Math.round(Number(row.yearly_sum) / 12),
        currency: 'IDR',
        churned_this_month: row.churned_this_month,
        pending_manual_payments: row.pending_manual,
        signups_per_week: row.signups,
      };
    },
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverview>;
