/**
 * The limits of the auth module (DESIGN.md §5, docs/decisions.md "Hardening"): failed logins,
 * registrations, forgotten-password requests and resent verification links, each counted per
 * account key and per address within its window. Counted in the database, so every API process
 * behind a load balancer sees the same numbers. An attempt is written down before its work is
 * done (a password checked or hashed, a mail sent), so a burst of parallel requests cannot slip
 * past a limit while the first ones are still working.
 */
import { AppError } from '@usaha/shared';
import type { Db, Executor } from '../../db/client';
import { lockNames } from '../../db/locks';
import {
  attemptsSince,
  attemptTimeAt,
  countAttempts,
  deleteAttemptsBefore,
  deleteAttemptsOf,
  insertAttempt,
} from './auth-attempts.repository';

type Limit = { max: number; windowMs: number };

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  /** Failed logins and wrong current passwords. */
  login: { account: { max: 10, windowMs: 15 * MINUTE }, ip: { max: 100, windowMs: HOUR } },
  /** New accounts, by the sign-up form or through an invitation; every try counts. */
  register: { ip: { max: 10, windowMs: HOUR } },
  /** Forgotten-password requests, per typed address whether or not it has an account. */
  password_forgot: { account: { max: 5, windowMs: HOUR }, ip: { max: 10, windowMs: HOUR } },
  /** New verification links a signed-in user asks for. */
  verification_resend: { account: { max: 5, windowMs: HOUR } },
  /** Views of the public invoice portal, per address, found token or not (issue 14). */
  portal_view: { ip: { max: 120, windowMs: 10 * MINUTE } },
} as const satisfies Record<string, { account?: Limit; ip?: Limit }>;

export type AttemptKind = keyof typeof LIMITS;
const KINDS = Object.keys(LIMITS) as AttemptKind[];
const LONGEST_WINDOW = Math.max(
  ...Object.values(LIMITS).flatMap((policy) =>
    Object.values(policy).map((limit) => limit.windowMs),
  ),
);

export const ACCOUNT_LIMIT = LIMITS.login.account;
export const IP_LIMIT = LIMITS.login.ip;

/** One key per account, whichever name was typed; the typed text for logins that match none. */
export function accountKey(login: string, userId?: string): string {
  return userId ? `user:${userId}` : `login:${login.trim().toLowerCase()}`;
}

/** The account key of a typed email address (forgotten passwords: the same for every answer). */
export function emailKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** Who an attempt counts against: an account key (empty when the kind has no account limit). */
type Who = { key?: string; ip: string };
type Attempt = { id: number };

function windows(kind: AttemptKind, who: Who, now: Date) {
  const policy: { account?: Limit; ip?: Limit } = LIMITS[kind];
  const since = (limit: Limit) => new Date(now.getTime() - limit.windowMs);
  const result = [];
  if (policy.account && who.key) {
    const limit = policy.account;
    result.push({ where: attemptsSince(kind, { accountKey: who.key }, since(limit)), limit });
  }
  if (policy.ip) {
    const limit = policy.ip;
    result.push({ where: attemptsSince(kind, { ip: who.ip }, since(limit)), limit });
  }
  return result;
}

/** Seconds until the attempts recorded now fall under every limit again (0 when they do). */
async function secondsUntilFree(
  executor: Executor,
  kind: AttemptKind,
  who: Who,
  now: Date,
): Promise<number> {
  let wait = 0;
  for (const { where, limit } of windows(kind, who, now)) {
    const total = await countAttempts(executor, where);
    if (total < limit.max) continue;
    // Free again when enough of the attempts in the window have aged out of it.
    const oldest = await attemptTimeAt(executor, where, total - limit.max);
    const freeAt = (oldest?.getTime() ?? now.getTime()) + limit.windowMs;
    wait = Math.max(wait, Math.ceil((freeAt - now.getTime()) / 1000), 1);
  }
  return wait;
}

/**
 * Counts and writes the attempt down in one step per account key and per address (advisory
 * locks, so parallel requests queue here): of a burst, exactly those under the limits are let
 * through. Returns the attempt, or the seconds to wait when a limit is reached.
 */
export function claimAttempt(
  db: Db,
  kind: AttemptKind,
  who: Who,
  now: Date,
): Promise<{ attempt: Attempt } | { waitSeconds: number }> {
  return db.transaction(async (tx) => {
    // Always the key before the address, so two requests never wait on each other in a circle.
    const names = [...(who.key ? [`${kind}:key:${who.key}`] : []), `${kind}:ip:${who.ip}`];
    await lockNames(tx, ...names);
    const waitSeconds = await secondsUntilFree(tx, kind, who, now);
    if (waitSeconds > 0) return { waitSeconds };
    const attempt = await insertAttempt(tx, {
      kind,
      accountKey: who.key ?? '',
      ip: who.ip,
      createdAt: now,
    });
    return { attempt };
  });
}

/** 429 RATE_LIMITED with Retry-After. */
export function rateLimited(waitSeconds: number, message: string): AppError {
  return new AppError('RATE_LIMITED', message, {
    headers: { 'retry-after': String(waitSeconds) },
  });
}

/** Claims an attempt, or refuses the request with 429 when a limit is reached. */
export async function requireAttempt(
  db: Db,
  kind: AttemptKind,
  who: Who,
  now: Date,
  message: string,
): Promise<void> {
  const claim = await claimAttempt(db, kind, who, now);
  if ('waitSeconds' in claim) throw rateLimited(claim.waitSeconds, message);
}

/** A successful login forgives the account's failures (not the IP's: they stay counted). */
export function clearAccountFailures(executor: Executor, key: string): Promise<void> {
  return deleteAttemptsOf(executor, ['login'], key);
}

export function pruneAttempts(executor: Executor, now: Date): Promise<void> {
  return deleteAttemptsBefore(executor, new Date(now.getTime() - LONGEST_WINDOW));
}

/** A deleted account's attempts go with it. */
export function forgetAuthAttempts(executor: Executor, userId: string): Promise<void> {
  return deleteAttemptsOf(executor, KINDS, accountKey('', userId));
}
