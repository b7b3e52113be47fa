/** The one writer of the plans table (seeded by migration 0023; prices changed by staff). */
import type { Plan, PlanCode } from '@usaha/shared';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plans } from '../../db/schema/index';

export type PlanRow = typeof plans.$inferSelect;

/** Each limit of the plan; null for none. */
export function limitsOf(row: PlanRow): Plan['limits'] {
  return {
    users: row.maxUsers,
    cashbooks: row.maxCashbooks,
    invoices_per_month: row.maxInvoicesPerMonth,
  };
}

export function toPlan(row: PlanRow): Plan {
  return {
    code: row.code as PlanCode,
    name: row.name,
    currency: row.currency,
    monthly_price: row.monthlyPrice,
    yearly_price: row.yearlyPrice,
    limits: limitsOf(row),
  };
}

export function listPlans(executor: Executor): Promise<PlanRow[]> {
  return executor.select().from(plans).orderBy(asc(plans.position));
}

export async function findPlan(executor: Executor, code: PlanCode): Promise<PlanRow> {
  const [row] = await executor.select().from(plans).where(eq(plans.code, code));
  if (!row) throw new Error(`plan ${code} is not seeded`);
  return row;
}

/** The plan, held until the transaction ends (staff change its prices and limits). */
export async function lockPlan(executor: Executor, code: PlanCode): Promise<PlanRow> {
  const [row] = await executor.select().from(plans).where(eq(plans.code, code)).for('update');
  if (!row) throw new Error(`plan ${code} is not seeded`);
  return row;
}

export async function updatePlan(
  executor: Executor,
  code: PlanCode,
  values: Pick<
    typeof plans.$inferInsert,
    'monthlyPrice' | 'yearlyPrice' | 'maxUsers' | 'maxCashbooks' | 'maxInvoicesPerMonth'
  >,
): Promise<PlanRow> {
  const [row] = await executor.update(plans).set(values).where(eq(plans.code, code)).returning();
  if (!row) throw new Error(`plan ${code} is not seeded`);
  return row;
}
