/** Argon2id hashing (OWASP parameters) and the weak-password rule (DESIGN.md §5). */

import { hash, type Options, verify } from '@node-rs/argon2';
import { AppError } from '@usaha/shared';
import { COMMON_PASSWORDS } from './common-passwords';

// algorithm 2 is Argon2id (a const enum in the package's types, so written as its value).
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown user cannot be told from a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('usaha-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

export type WeakPasswordReason =
  | 'password_too_common'
  | 'password_too_simple'
  | 'password_has_name';

const WEAK_MESSAGES: Record<WeakPasswordReason, string> = {
  password_too_common: 'This password is too common. Choose one that is harder to guess.',
  password_too_simple: 'This password is too easy to guess.',
  password_has_name: 'The password must not contain your username or email.',
};

/** Why a password is too weak, or null when it is acceptable (length is checked by the schema). */
export function weakPasswordReason(
  password: string,
  context: { username?: string; email?: string },
): WeakPasswordReason | null {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return 'password_too_common';
  if (/^(.)\1+$/.test(password)) return 'password_too_simple';
  const names = [context.username, context.email?.split('@')[0]].filter(
    (name): name is string => typeof name === 'string' && name.length >= 3,
  );
  if (names.some((name) => lowered.includes(name.toLowerCase()))) return 'password_has_name';
  return null;
}

/** 400 WEAK_PASSWORD naming the field and the reason. */
export function weakPassword(field: string, reason: WeakPasswordReason): AppError {
  return new AppError('WEAK_PASSWORD', WEAK_MESSAGES[reason], {
    issues: [{ field, code: reason }],
  });
}
