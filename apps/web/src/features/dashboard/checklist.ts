/** The getting-started checklist: which steps a user has done, from the API and this device. */
import type { AuthUser } from '@usaha/shared';
import { LANGUAGE_KEY } from '../../lib/i18n';
import { readStorage, writeStorage } from '../../lib/safe-storage';

export type ChecklistStep = 'cashbook' | 'transaction' | 'profile' | 'language' | 'password';

/** What the books say: is there a cash book, and has anything been recorded in one? */
export type LedgerProgress = { cashbook: boolean; transaction: boolean };

const passwordKey = (userId: string) => `usaha-password-confirmed:${userId}`;

/** The API does not say when a password was last changed, so the device remembers it. */
export function markPasswordConfirmed(userId: string): void {
  writeStorage('local', passwordKey(userId), new Date().toISOString());
}

export function checklistOf(
  user: AuthUser,
  ledger: LedgerProgress = { cashbook: false, transaction: false },
): Record<ChecklistStep, boolean> {
  return {
    cashbook: ledger.cashbook,
    transaction: ledger.transaction,
    profile: Boolean(user.phone),
    language: readStorage('local', LANGUAGE_KEY) !== null,
    password: readStorage('local', passwordKey(user.id)) !== null,
  };
}
