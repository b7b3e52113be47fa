import { QueryClient } from '@tanstack/react-query';
import { AppError } from '@usaha/shared';
import { authStore } from './auth-store';

/** One cache for the whole session, shared by every layout that mounts the provider. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/**
 * Query meta flag of data anyone may see (an invitation's preview): it stays cached when the
 * user or the business changes, so the page that shows it is not asked again as it goes.
 */
export const PUBLIC_DATA = 'publicData';

/** A 404 is an answer (another business's id, a deleted draft, a dead link): not asked twice. */
export const retryUnlessMissing = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof AppError && error.status === 404);

/** Whether a query holds data of the session (anything but PUBLIC_DATA). */
export const isSessionData = (query: { meta?: Record<string, unknown> }) =>
  !query.meta?.[PUBLIC_DATA];

/**
 * What one person's session cached is never shown to the next: when the signed-in user changes
 * or signs out (logout, an ended session, another account in this tab) the cache is emptied.
 * A switch of business keeps the user; session-switch.ts refreshes what is on screen then.
 */
let cachedFor = authStore.getState().user?.id ?? null;
authStore.subscribe(() => {
  const userId = authStore.getState().user?.id ?? null;
  if (userId === cachedFor) return;
  cachedFor = userId;
  queryClient.removeQueries({ predicate: isSessionData });
  queryClient.getMutationCache().clear();
});
