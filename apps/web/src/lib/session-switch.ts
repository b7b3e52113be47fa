/**
 * Moving the signed-in user into another business (the switcher, a new business, an accepted
 * invitation, leaving one): the new token and user are stored as a refresh stores them, nothing
 * cached for the old business is shown again, and the user lands on the dashboard.
 */
import type { AuthUser } from '@usaha/shared';
import { adoptSession, fetchProfile, refreshToken, type SessionResponse } from './auth';
import { isSessionData, queryClient } from './query-client';

type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

/** Forgets the old business's data and opens the dashboard of the one the token now names. */
async function openDashboard(navigate: Navigate): Promise<void> {
  // Answers still on their way belong to the old business.
  await queryClient.cancelQueries();
  // What no screen shows goes now, so the dashboard cannot open with the old business's figures…
  queryClient.removeQueries({ type: 'inactive' });
  const onScreen = new Set(queryClient.getQueryCache().getAll().filter(isSessionData));
  await navigate('/dashboard');
  // …and what stayed on screen (the bell, or the dashboard itself) loads again for the new one;
  // the pages the navigation opened already asked with the new token.
  await queryClient.resetQueries({ predicate: (query) => onScreen.has(query) });
}

export async function enterBusiness(
  answer: SessionResponse,
  navigate: Navigate,
  remember?: boolean,
): Promise<AuthUser> {
  const user = adoptSession(answer, remember);
  await openDashboard(navigate);
  return user;
}

/**
 * After leaving the current business: a refresh moves the session to another business of the
 * user's (the server picks it), and the profile says which one it is, if any.
 */
export async function afterLeaving(navigate: Navigate): Promise<void> {
  await refreshToken();
  await fetchProfile();
  await openDashboard(navigate);
}
