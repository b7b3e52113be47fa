/**
 * What authentication asks of the team, handed in by app.ts (the team sits above auth,
 * docs/architecture.md "Module order"): a login lands in, and a refresh keeps, a business where
 * the user is still an active member.
 */
import type { Executor } from '../../db/client';

export type Memberships = {
  /** The businesses where the user is an active member, the oldest membership first. */
  activeBusinessIdsOf(executor: Executor, userId: string): Promise<string[]>;
  isActiveMember(executor: Executor, businessId: string, userId: string): Promise<boolean>;
};
