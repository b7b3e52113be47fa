/**
 * "I know my password": the API does not say when a password was last changed, so the device
 * remembers a change made here (or the user's word for it), for the getting-started checklist.
 */
import { readStorage, writeStorage } from './safe-storage';

const passwordKey = (userId: string) => `usaha-password-confirmed:${userId}`;

export function markPasswordConfirmed(userId: string): void {
  writeStorage('local', passwordKey(userId), new Date().toISOString());
}

export function isPasswordConfirmed(userId: string): boolean {
  return readStorage('local', passwordKey(userId)) !== null;
}
