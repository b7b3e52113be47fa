/** A signed-in session for page tests, against the fake API. */
import type { AuthUser } from '@usaha/shared';
import { vi } from 'vitest';
import { authStore } from '../lib/auth-store';
import { changeLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { createFakeApi, type FakeApi, makeUser } from './fake-api';
import { resetBrowserState } from './reset';

/** A signed-in owner in English, a fresh cache, and the fake API with the app's own calls. */
export async function startSession(
  permissions: string[],
  user: Partial<AuthUser> = {},
): Promise<FakeApi> {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  const api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  const signedIn = makeUser({ ...user, permissions });
  authStore.setSession('tok-1', signedIn, false);
  api.on('GET /v1/auth/csrf/', { body: { csrfToken: 'csrf-1' } });
  api.on('GET /v1/auth/profile/', { body: { success: true, user: signedIn, message: 'ok' } });
  return api;
}
