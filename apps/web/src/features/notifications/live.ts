/**
 * The tab's one live connection, shared by whoever shows live data (the bell, the test page):
 * open while someone holds it and a user is signed in, closed on logout, reopened when the user,
 * the business or the language changes (the server words notifications in the stream's
 * language), and paused after the tab has been hidden for five minutes.
 */
import { useEffect } from 'react';
import { afterInboxChange } from '../../api/notifications.queries';
import { apiUrl, refreshAccessToken } from '../../lib/api-client';
import { type AuthState, authStore } from '../../lib/auth-store';
import { currentLanguage, onLanguageChange } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { handleLiveEvent } from './live-events';
import { type LiveStream, openLiveStream } from './live-stream';

export const STREAM_PATH = '/v1/notifications/stream/';
/** A tab hidden this long lets its connection go; showing it again reconnects. */
export const HIDDEN_PAUSE_MS = 5 * 60_000;

let holders = 0;
let stream: LiveStream | null = null;
let streamKey: string | null = null;
let paused = false;
let hiddenTimer: ReturnType<typeof setTimeout> | null = null;
let unsubscribeAuth: (() => void) | null = null;
let unsubscribeLanguage: (() => void) | null = null;

/** The connection belongs to one user in one business and language; a new token keeps it. */
function sessionKey(state: AuthState): string | null {
  if (!state.user || !state.token) return null;
  return `${state.user.id}:${state.user.business?.id ?? ''}:${currentLanguage()}`;
}

/** The notifications shown so far are worded in the old language: they are fetched again. */
function onLanguage(): void {
  sync();
  void afterInboxChange(queryClient);
}

function sync(): void {
  const key = holders > 0 && !paused ? sessionKey(authStore.getState()) : null;
  if (key === streamKey) return;
  stream?.stop();
  stream = null;
  streamKey = key;
  if (key === null) return;
  stream = openLiveStream({
    url: apiUrl(STREAM_PATH),
    getToken: () => authStore.getState().token,
    refresh: refreshAccessToken,
    onEvent: handleLiveEvent,
    language: currentLanguage(),
  });
}

function clearHiddenTimer(): void {
  if (hiddenTimer !== null) clearTimeout(hiddenTimer);
  hiddenTimer = null;
}

function onVisibility(): void {
  clearHiddenTimer();
  if (document.visibilityState === 'hidden') {
    hiddenTimer = setTimeout(() => {
      hiddenTimer = null;
      paused = true;
      sync();
    }, HIDDEN_PAUSE_MS);
  } else if (paused) {
    paused = false;
    sync();
  }
}

/** Holds the connection open; the returned function lets go of it. */
export function acquireLiveNotifications(): () => void {
  holders += 1;
  if (holders === 1) {
    unsubscribeAuth = authStore.subscribe(sync);
    unsubscribeLanguage = onLanguageChange(onLanguage);
    document.addEventListener('visibilitychange', onVisibility);
  }
  sync();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      unsubscribeAuth?.();
      unsubscribeAuth = null;
      unsubscribeLanguage?.();
      unsubscribeLanguage = null;
      document.removeEventListener('visibilitychange', onVisibility);
      clearHiddenTimer();
      paused = false;
    }
    sync();
  };
}

/** Keeps the live connection open while the calling component is on screen. */
export function useLiveNotifications(): void {
  useEffect(() => acquireLiveNotifications(), []);
}
