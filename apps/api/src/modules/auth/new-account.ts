/**
 * Making a new account, by registration or through an invitation: the username proposed from the
 * email when none is given, the password rules, the rows written in one transaction (user, its
 * first business, session, verification link, activity log), and the answer when the username or
 * email is already taken.
 */
import { randomInt } from 'node:crypto';
import { AppError, type Language, usernameFromEmail } from '@usaha/shared';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { recordActivity } from '../../lib/activity-log';
import type { Origin } from '../../lib/actor';
import { issueVerificationLink } from './email-verification.service';
import { weakPassword, weakPasswordReason } from './passwords';
import { createSession } from './sessions.service';
import {
  insertUser,
  rememberBusiness,
  takenNames,
  takenUsernames,
  type UserRow,
} from './users.repository';

export type NewAccount = {
  username: string;
  email: string;
  password: string;
  full_name: string;
  language?: Language | undefined;
  remember_me: boolean;
};

/** A new account as asked for: without a username, one is proposed from the email. */
export type AccountRequest = Omit<NewAccount, 'username'> & { username?: string | undefined };

/** Numbered variants tried at once when the plain proposal is taken. */
const VARIANTS = 8;

/**
 * A free username for the address: its local part (`siti`), else that with a number
 * (`siti4821`). Random rather than counted, so two sign-ups of `siti@…` at once do not both
 * take `siti2`; the unique key stays the final guard.
 */
export async function proposeUsername(executor: Executor, email: string): Promise<string> {
  const base = usernameFromEmail(email);
  // A base of at most 25 characters and 5 digits stay within a username's 30.
  for (const digits of [4, 5]) {
    const numbered = Array.from(
      { length: VARIANTS },
      () => `${base}${randomInt(10 ** (digits - 1), 10 ** digits)}`,
    );
    const candidates = digits === 4 ? [base, ...numbered] : numbered;
    const taken = await takenUsernames(executor, candidates);
    const free = candidates.find((name) => !taken.has(name));
    if (free) return free;
  }
  throw new Error(`no free username for ${base}`);
}

/**
 * Where a new account starts, inside its creating transaction: its own new business
 * (registration) or the business that invited it. Answers that business.
 */
export type JoinBusiness = (
  tx: Executor,
  user: UserRow,
) => Promise<{ businessId: string; businessName: string }>;

/** Refuses a weak password (length is checked by the schema). */
export function refuseWeakPassword(input: NewAccount): void {
  const weak = weakPasswordReason(input.password, {
    username: input.username,
    email: input.email,
  });
  if (weak) throw weakPassword('password', weak);
}

/**
 * Refuses a username or email another account holds, before the slow hash is spent on it; the
 * unique keys stay the final guard against a race between two registrations.
 */
export async function refuseTakenNames(executor: Executor, input: NewAccount): Promise<void> {
  const taken = await takenNames(executor, input.username, input.email);
  if (taken.username) throw usernameTaken();
  if (taken.email) throw emailTaken();
}

/** Writes the user, lets `join` give it a business, opens its session and logs both. */
export async function insertAccount(
  tx: Executor,
  account: {
    input: NewAccount;
    passwordHash: string;
    join: JoinBusiness;
    origin: Origin;
    now: Date;
    /** The address is already proven (the account comes from a mailed invitation link). */
    emailProven: boolean;
  },
) {
  const { input, origin } = account;
  const user = await insertUser(tx, {
    username: input.username,
    email: input.email,
    passwordHash: account.passwordHash,
    fullName: input.full_name,
    language: input.language ?? 'id',
    emailVerifiedAt: account.emailProven ? account.now : null,
  });
  // The link goes out after the commit; until it is used, mail on the user's behalf waits.
  const verificationToken = account.emailProven
    ? null
    : await issueVerificationLink(tx, user, account.now);
  const { businessId, businessName } = await account.join(tx, user);
  await rememberBusiness(tx, user.id, businessId);
  const result = await createSession(tx, {
    userId: user.id,
    businessId,
    rememberMe: input.remember_me,
    origin,
    now: account.now,
  });
  const log = { userId: user.id, businessId, ip: origin.ip, userAgent: origin.userAgent };
  await recordActivity(tx, {
    ...log,
    action: 'auth.register',
    entityType: 'user',
    entityId: user.id,
    after: {
      username: user.username,
      email: user.email,
      full_name: user.fullName,
      business_name: businessName,
    },
  });
  await recordActivity(tx, {
    ...log,
    action: 'auth.login',
    entityType: 'session',
    entityId: result.session.id,
  });
  return { ...result, user, verificationToken };
}

const usernameTaken = () =>
  new AppError('USERNAME_TAKEN', 'This username is already taken', {
    issues: [{ field: 'username', code: 'username_taken' }],
  });

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this email already exists', {
    issues: [{ field: 'email', code: 'email_taken' }],
  });

/** The field error for a username or email that another account holds, else null. */
export function accountTakenError(error: unknown): AppError | null {
  if (isUniqueViolation(error, 'users_username_key')) return usernameTaken();
  if (isUniqueViolation(error, 'users_email_key')) return emailTaken();
  return null;
}
