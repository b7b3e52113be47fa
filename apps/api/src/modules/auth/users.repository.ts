/** The one writer of the users table. */
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';

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

/** The usernames and addresses, among these two, that accounts already hold (lower case). */
export async function takenNames(
  executor: Executor,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const name = username.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const rows = await executor
    .select({
      username: sql<string>`lower(${users.username})`,
      email: sql<string>`lower(${users.email})`,
    })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, address)))
    .limit(2);
  return {
    username: rows.some((row) => row.username === name),
    email: rows.some((row) => row.email === address),
  };
}

/** Which of these usernames accounts already hold (lower case). */
export async function takenUsernames(executor: Executor, names: string[]): Promise<Set<string>> {
  const rows = await executor
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, names));
  return new Set(rows.map((row) => row.username));
}

export async function findUserById(executor: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The user's version, the row locked: a password changed meanwhile shows as another version. */
export async function lockUserVersion(tx: Executor, id: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ version: users.version })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row?.version;
}

export async function insertUser(
  executor: Executor,
  input: {
    username: string;
    email: string;
    passwordHash: string;
    fullName: string;
    language: 'id' | 'en';
    /** Set when the address is already proven (registration through a mailed invitation). */
    emailVerifiedAt: Date | null;
  },
): Promise<UserRow> {
  const [user] = await executor.insert(users).values(input).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

/** The business the user's next login lands in. */
export async function rememberBusiness(
  executor: Executor,
  userId: string,
  businessId: string,
): Promise<void> {
  await executor.update(users).set({ lastBusinessId: businessId }).where(eq(users.id, userId));
}

export async function updateProfile(
  executor: Executor,
  userId: string,
  profile: {
    username: string;
    fullName: string;
    email: string;
    phone: string | null;
    language: 'id' | 'en';
    /** null when the address changes: the new one is not proven yet. */
    emailVerifiedAt?: null;
  },
): Promise<void> {
  await executor.update(users).set(profile).where(eq(users.id, userId));
}

/**
 * Marks the user's address verified, if it is still `email` (a link for an address the user has
 * since left proves nothing). False when it is not.
 */
export async function markEmailVerified(
  executor: Executor,
  userId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const [row] = await executor
    .update(users)
    // Verified once stays verified from the first time (a second link changes nothing).
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .returning({ id: users.id });
  return row !== undefined;
}

/** A new password ends the version the user's logins in flight started from. */
export async function setPasswordHash(
  executor: Executor,
  user: Pick<UserRow, 'id' | 'version'>,
  passwordHash: string,
): Promise<void> {
  await executor
    .update(users)
    .set({ passwordHash, version: user.version + 1 })
    .where(eq(users.id, user.id));
}

/** The account itself; its memberships, sessions, notifications and preferences go with it (cascade). */
export async function deleteUser(executor: Executor, userId: string): Promise<void> {
  await executor.delete(users).where(eq(users.id, userId));
}

/**
 * Adds a platform role to the accounts with these addresses (case-insensitive) that lack it,
 * only those whose address is proven when `verifiedOnly`; answers the addresses that got it.
 */
export async function grantPlatformRole(
  executor: Executor,
  emails: string[],
  role: string,
  verifiedOnly: boolean,
): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await executor
    .update(users)
    .set({ platformRoles: sql`array_append(${users.platformRoles}, ${role})` })
    .where(
      and(
        inArray(
          sql`lower(${users.email})`,
          emails.map((email) => email.toLowerCase()),
        ),
        sql`not (${role} = any(${users.platformRoles}))`,
        verifiedOnly ? isNotNull(users.emailVerifiedAt) : undefined,
      ),
    )
    .returning({ email: users.email });
  return rows.map((row) => row.email);
}

/** The platform's staff: every account holding a platform role, by address. */
export function listPlatformStaff(executor: Executor) {
  return executor
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      platformRoles: users.platformRoles,
    })
    .from(users)
    .where(sql`cardinality(${users.platformRoles}) > 0`)
    .orderBy(asc(users.email));
}

/**
 * The accounts holding a platform role, and the one named, held until the transaction ends: two
 * superadmins revoking each other at once cannot leave the platform without one.
 */
export async function lockPlatformStaff(executor: Executor, also: { id?: string; email?: string }) {
  return executor
    .select()
    .from(users)
    .where(
      or(
        sql`cardinality(${users.platformRoles}) > 0`,
        also.id ? eq(users.id, also.id) : undefined,
        also.email ? sql`lower(${users.email}) = ${also.email.toLowerCase()}` : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
}

export async function setPlatformRoles(
  executor: Executor,
  userId: string,
  roles: string[],
): Promise<void> {
  await executor.update(users).set({ platformRoles: roles }).where(eq(users.id, userId));
}
