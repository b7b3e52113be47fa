/**
 * The require guards of the auth module: the password check before a grave step (a new email, a
 * new password, deleting the account), whose wrong guesses count against the same limit as
 * failed logins so a stolen session cannot be used to guess the password; and a verified address
 * before the platform mails anyone on the user's behalf.
 */
import { AppError } from '@usaha/shared';
import type { Db, Executor } from '../../db/client';
import type { Origin } from '../../lib/actor';
import { accountKey, claimAttempt, clearAccountFailures } from './auth-throttle.service';
import { verifyPassword } from './passwords';
import { findUserById, type UserRow } from './users.repository';

export async function requireCurrentPassword(
  db: Db,
  input: { userId: string; password: string; field: string; origin: Origin; now: Date },
): Promise<UserRow> {
  const key = accountKey('', input.userId);
  const claim = await claimAttempt(db, 'login', { key, ip: input.origin.ip }, input.now);
  if ('waitSeconds' in claim) {
    throw new AppError('RATE_LIMITED', 'Too many wrong passwords. Try again later.', {
      headers: { 'retry-after': String(claim.waitSeconds) },
    });
  }
  const user = await findUserById(db, input.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    // The field names which password: the current one beside a new one, or the only one asked.
    const message =
      input.field === 'current_password'
        ? 'The current password is not correct'
        : 'The password is not correct';
    throw new AppError('WRONG_PASSWORD', message, {
      issues: [{ field: input.field, code: 'wrong_password' }],
    });
  }
  await clearAccountFailures(db, key);
  return user;
}

/**
 * Refuses (422 EMAIL_NOT_VERIFIED) until the user's address is verified: mail the platform sends
 * on their behalf (invitations; later invoices and reminders) waits for it, so an account made
 * with someone else's address cannot send mail in their name.
 */
export async function requireVerifiedEmail(executor: Executor, userId: string): Promise<void> {
  const user = await findUserById(executor, userId);
  if (user?.emailVerifiedAt) return;
  throw new AppError(
    'EMAIL_NOT_VERIFIED',
    'Verify your email address first: open the link we sent to it, or send a new one from the banner at the top of the page.',
  );
}
