/** The getting-started checklist: which steps a user has done, from the API and this device. */
import type { AuthUser } from '@usaha/shared';
import { LANGUAGE_KEY } from '../../lib/i18n';
import { isPasswordConfirmed } from '../../lib/password-confirmed';
import { readStorage } from '../../lib/safe-storage';

export type ChecklistStep = 'cashbook' | 'transaction' | 'profile' | 'language' | 'password';

/** What the books say: is there a cash book, and has anything been recorded in one? */
export type LedgerProgress = { cashbook: boolean; transaction: boolean };

export function checklistOf(
  user: AuthUser,
  ledger: LedgerProgress = { cashbook: false, transaction: false },
): Record<ChecklistStep, boolean> {
  return {
    cashbook: ledger.cashbook,
    transaction: ledger.transaction,
    profile: Boolean(user.phone),
    language: readStorage('local', LANGUAGE_KEY) !== null,
    password: isPasswordConfirmed(user.id),
  };
}
