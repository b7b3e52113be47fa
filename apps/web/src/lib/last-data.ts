/**
 * The last data of the dashboard and Transaksi, kept on this device (issue 13: a second visit
 * shows them at once while fresh data loads). Kept beside the session — local storage with
 * "remember me", session storage without — for one user and one business, and dropped when the
 * user signs out or another one signs in. Written with TanStack Query's own dehydrate/hydrate
 * (its persister packages lag behind the query version this app uses; decisions.md).
 */
import { type DehydratedState, dehydrate, hydrate, type Query } from '@tanstack/react-query';
import { authStore } from './auth-store';
import { queryClient } from './query-client';
import { readStorage, removeStorage, type StorageKind, writeStorage } from './safe-storage';

export const LAST_DATA_KEY = 'usaha-last-data';
/** Older than this, the figures would mislead more than a skeleton does. */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** A phone's storage is small and shared with the session: a few hundred rows at most. */
const MAX_CHARS = 300_000;
const SAVE_DELAY_MS = 1000;

type Saved = { user: string; business: string; saved_at: number; state: DehydratedState };

/**
 * The books and categories, the first page of unfiltered entries, "are there entries", and the
 * dashboard's answer for today.
 */
function isKept(query: Query): boolean {
  const [root, area, kind, filter] = query.queryKey as unknown[];
  if (root !== 'cashbook' || query.state.status !== 'success') return false;
  if (area === 'books' || area === 'categories') return true;
  if (area === 'balance') return kind === 'dashboard' && filter === null;
  if (area !== 'entries') return false;
  const unfiltered =
    typeof filter === 'object' && filter !== null && Object.keys(filter).length === 0;
  return (kind === 'pages' && unfiltered) || kind === 'page';
}

/** The first page of an infinite list is what the page shows at once; the rest reloads. */
function firstPageOnly(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const data = query.state.data as { pages?: unknown[]; pageParams?: unknown[] } | undefined;
      if (!data?.pages || data.pages.length <= 1) return query;
      const trimmed = { pages: data.pages.slice(0, 1), pageParams: data.pageParams?.slice(0, 1) };
      return { ...query, state: { ...query.state, data: trimmed } };
    }),
  };
}

function owner(): { user: string; business: string; storage: StorageKind } | null {
  const { user, remember } = authStore.getState();
  if (!user?.business) return null;
  return { user: user.id, business: user.business.id, storage: remember ? 'local' : 'session' };
}

function forget(): void {
  removeStorage('local', LAST_DATA_KEY);
  removeStorage('session', LAST_DATA_KEY);
}

/** Puts the kept data of this user and business into the cache; anything else is dropped. */
export function restoreLastData(now = Date.now()): void {
  const who = owner();
  if (!who) return;
  const raw = readStorage(who.storage, LAST_DATA_KEY);
  if (!raw) return;
  try {
    const saved = JSON.parse(raw) as Saved;
    const fresh = now - saved.saved_at < MAX_AGE_MS;
    if (saved.user === who.user && saved.business === who.business && fresh) {
      hydrate(queryClient, saved.state);
      // Shown at once, never trusted: whatever the copy's age, each page that reads it asks the
      // server again (another device, or this one a moment before the copy was written, may
      // have changed the books since).
      void queryClient.invalidateQueries({ predicate: isKept, refetchType: 'none' });
      return;
    }
  } catch {
    // A damaged copy is worth nothing: dropped below.
  }
  forget();
}

function save(): void {
  const who = owner();
  if (!who) return;
  const state = firstPageOnly(dehydrate(queryClient, { shouldDehydrateQuery: isKept }));
  if (state.queries.length === 0) return;
  const saved: Saved = { user: who.user, business: who.business, saved_at: Date.now(), state };
  const text = JSON.stringify(saved);
  if (text.length > MAX_CHARS) return;
  writeStorage(who.storage, LAST_DATA_KEY, text);
}

let keeping = false;

/** From now on, a change of the kept queries is saved (a second later, once per burst). */
export function keepLastData(): void {
  if (keeping) return;
  keeping = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isKept(event.query)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      save();
    }, SAVE_DELAY_MS);
  });
  // Leaving the page (a reload, a link out) writes what is waiting, so the copy is the last one.
  window.addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    save();
  });
  let keptFor = authStore.getState().user?.id ?? null;
  authStore.subscribe(() => {
    const userId = authStore.getState().user?.id ?? null;
    if (userId === keptFor) return;
    keptFor = userId;
    clearTimeout(timer);
    forget();
  });
}
