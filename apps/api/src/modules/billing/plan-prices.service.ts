/**
 * Staff change a plan's prices and limits (issue 17): new checkouts pay the new price, running
 * subscriptions keep the price they were bought at until they renew. Gratis stays free and a
 * paid plan keeps a price (a payment of nothing cannot be made). Audited with before and after.
 */
import { AppError, type Plan, type PlanCode, type UpdatePlanBody } from '@usaha/shared';
import type { Database } from '../../db/client';
import { recordPlatformAudit, type StaffActor } from '../../lib/platform-audit';
import { lockPlan, toPlan, updatePlan as writePlan } from './plans.repository';

export function createPlanPrices(deps: { database: Database }) {
  const { db } = deps.database;

  /** New prices and limits: running subscriptions keep the price they were bought at. */
  async function updatePlan(
    staff: StaffActor,
    code: PlanCode,
    body: UpdatePlanBody,
  ): Promise<Plan> {
    const free = code === 'gratis';
    const priced = body.monthly_price > 0 && body.yearly_price > 0;
    if (free ? body.monthly_price !== 0 || body.yearly_price !== 0 : !priced) {
      throw new AppError(
        'VALIDATION_FAILED',
        free ? 'Gratis costs nothing' : 'A paid plan has a price',
        {
          issues: [{ field: 'monthly_price', code: free ? 'must_be_zero' : 'must_be_positive' }],
        },
      );
    }
    return db.transaction(async (tx) => {
      const before = await lockPlan(tx, code);
      const after = await writePlan(tx, code, {
        monthlyPrice: body.monthly_price,
        yearlyPrice: body.yearly_price,
        maxUsers: body.limits.users,
        maxCashbooks: body.limits.cashbooks,
        maxInvoicesPerMonth: body.limits.invoices_per_month,
      });
      await recordPlatformAudit(tx, staff, {
        action: 'plan.update',
        targetType: 'plan',
        targetId: code,
        reason: body.reason,
        before: toPlan(before),
        after: toPlan(after),
      });
      return toPlan(after);
    });
  }

  return { updatePlan };
}

export type PlanPrices = ReturnType<typeof createPlanPrices>;
