/** The getting-started checklist: which steps a user has done, from what this device can know. */
import type { AuthUser } from '@usaha/shared';
import { LANGUAGE_KEY } from '../../lib/i18n';
import { readStorage, writeStorage } from '../../lib/safe-storage';

export type ChecklistStep = 'profile' | 'language' | 'password';

const passwordKey = (userId: string) => `usaha-password-confirmed:${userId}`;

/** The API does not say when a password was last changed, so the device remembers it. */
export function markPasswordConfirmed(userId: string): void {
  writeStorage('local', passwordKey(userId), new Date().toISOString());
}

export function checklistOf(user: AuthUser): Record<ChecklistStep, boolean> {
  return {
    profile: Boolean(user.phone),
    language: readStorage('local', LANGUAGE_KEY) !== null,
    password: readStorage('local', passwordKey(user.id)) !== null,
  };
}
