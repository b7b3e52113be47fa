/** The admin area's answers (issue 17): the platform's figures for its staff. */
import { z } from 'zod';
import { dataResponse } from './common.schemas';

export const adminOverviewSchema = z.object({
  businesses: z.number().int(),
  users: z.number().int(),
  /** Subscriptions in a paid period now, per plan. */
  active: z.object({ pro: z.number().int(), bisnis: z.number().int() }),
  trials: z.number().int(),
  /** Paid periods ended, in their 7 days of grace. */
  past_due: z.number().int(),
  /** Monthly recurring revenue in sen: monthly prices, and yearly ones divided by 12. */
  mrr: z.number().int(),
  currency: z.string(),
  /** Paid subscriptions whose access ended this month (Asia/Jakarta). */
  churned_this_month: z.number().int(),
  pending_manual_payments: z.number().int(),
  /** New accounts per week (Monday), the last 12 weeks, oldest first. */
  signups_per_week: z.array(z.object({ week: z.string(), count: z.number().int() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewResponseSchema = dataResponse(adminOverviewSchema);
