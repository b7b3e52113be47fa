/** The one writer of plan_usage: what each business made in each of its months. */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { planUsage } from '../../db/schema/index';

/** Invoices the business made in the month beginning `month` (`YYYY-MM-01`). */
export async function invoicesMadeIn(
  executor: Executor,
  businessId: string,
  month: string,
): Promise<number> {
  const [row] = await executor
    .select({ made: planUsage.invoicesMade })
    .from(planUsage)
    .where(and(eq(planUsage.businessId, businessId), eq(planUsage.month, month)));
  return row?.made ?? 0;
}

/** Counts one invoice made in the month beginning `month`; answers the month's count with it. */
export async function countInvoiceMade(
  executor: Executor,
  businessId: string,
  month: string,
): Promise<number> {
  const [row] = await executor
    .insert(planUsage)
    .values({ businessId, month, invoicesMade: 1 })
    .onConflictDoUpdate({
      target: [planUsage.businessId, planUsage.month],
      set: { invoicesMade: sql`${planUsage.invoicesMade} + 1` },
    })
    .returning({ made: planUsage.invoicesMade });
  if (!row) throw new Error('plan_usage upsert returned no row');
  return row.made;
}
