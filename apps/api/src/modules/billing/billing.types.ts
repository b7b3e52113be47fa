/**
 * What billing asks of the modules that own what the plans count, handed in by app.ts: billing
 * sits below the team and the cash books (docs/architecture.md "Module order"), which check
 * their limits through billing.guards.ts.
 */
import type { Executor } from '../../db/client';

export type BillingCounts = {
  /** The seats the business's members and open invitations take at `now`. */
  seatsTaken(executor: Executor, businessId: string, now: Date): Promise<number>;
  /** The business's cash books not archived. */
  openCashbooks(executor: Executor, businessId: string): Promise<number>;
  /** Whether the user belongs to the business at all, enabled or not (staff's four eyes). */
  isMember(executor: Executor, businessId: string, userId: string): Promise<boolean>;
};
