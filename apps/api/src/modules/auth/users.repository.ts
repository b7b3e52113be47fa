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

export async function createUserWithBusiness(
  executor: Executor,
  input: {
    username: string;
    email: string;
    passwordHash: string;
    fullName: string;
    language: 'id' | 'en';
    businessName: string;
  },
): Promise<{ user: UserRow; businessId: string }> {
  const [user] = await executor
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      passwordHash: input.passwordHash,
      fullName: input.fullName,
      language: input.language,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const [business] = await executor
    .insert(businesses)
    .values({ name: input.businessName, createdBy: user.id })
    .returning({ id: businesses.id });
  if (!business) throw new Error('business insert returned nothing');
  await executor
    .insert(memberships)
    .values({ businessId: business.id, userId: user.id, role: 'owner' });
  await executor.update(users).set({ lastBusinessId: business.id }).where(eq(users.id, user.id));
  return { user, businessId: business.id };
}
