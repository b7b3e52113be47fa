/**
 * What authentication asks of the modules above it, handed in by app.ts (docs/architecture.md
 * "Module order"): the team's memberships, so that a login lands in, and a refresh keeps, a
 * business where the user is still an active member; and onboarding's start of the business a
 * registration makes.
 */
import type { Executor } from '../../db/client';

export type Memberships = {
  /** The businesses where the user is an active member, the oldest membership first. */
  activeBusinessIdsOf(executor: Executor, userId: string): Promise<string[]>;
  isActiveMember(executor: Executor, businessId: string, userId: string): Promise<boolean>;
};

/** Makes the registering user's first business (its owner, categories, trial); its id. */
export type StartBusiness = (
  tx: Executor,
  userId: string,
  input: { name: string },
  language: 'id' | 'en',
  now: Date,
) => Promise<string>;
