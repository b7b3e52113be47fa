/**
 * Whether the device has a network, as the browser says (`navigator.onLine` and its `online` /
 * `offline` events). TanStack Query pauses a save on the same events (its onlineManager), so
 * what the screen says and what the cache does agree.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
