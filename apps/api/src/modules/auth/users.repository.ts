/** The only place that reads and writes users, businesses and memberships for authentication. */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businesses, memberships, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(
  executor: Executor,
  login: string,
): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  const [user] = await executor
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  return user;
}

export async function findUserByEmail(
  executor: Executor,
  email: string,
): Promise<UserRow | undefined> {
  const [user] = await executor
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserById(executor: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The business a login lands in: the one used last, else the oldest active membership. */
export async function defaultBusinessId(executor: Executor, user: UserRow): Promise<string | null> {
  const rows = await executor
    .select({ businessId: memberships.businessId })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.status, 'active')))
    .orderBy(asc(memberships.createdAt));
  const active = rows.map((row) => row.businessId);
  if (user.lastBusinessId && active.includes(user.lastBusinessId)) return user.lastBusinessId;
  return active[0] ?? null;
}

/** Whether the user is an active member of the business. */
export async function isActiveMember(
  executor: Executor,
  businessId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.userId, userId),
        eq(memberships.status, 'active'),
      ),
    );
  return row !== undefined;
}

export async function insertUser(
  executor: Executor,
  input: {
    username: string;
    email: string;
    passwordHash: string;
    fullName: string;
    language: 'id' | 'en';
  },
): Promise<UserRow> {
  const [user] = await executor.insert(users).values(input).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

/** A new business with `userId` as its owner; answers the business's id. */
export async function createOwnedBusiness(
  executor: Executor,
  userId: string,
  input: { name: string; currency?: string; timezone?: string },
): Promise<string> {
  const [business] = await executor
    .insert(businesses)
    .values({ ...input, createdBy: userId })
    .returning({ id: businesses.id });
  if (!business) throw new Error('business insert returned nothing');
  await executor.insert(memberships).values({ businessId: business.id, userId, role: 'owner' });
  return business.id;
}

/** The business the user's next login lands in. */
export async function rememberBusiness(
  executor: Executor,
  userId: string,
  businessId: string,
): Promise<void> {
  await executor.update(users).set({ lastBusinessId: businessId }).where(eq(users.id, userId));
}
