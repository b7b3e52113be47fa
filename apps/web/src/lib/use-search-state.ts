/**
 * The URL's search parameters as page state, with updates that build on each other.
 *
 * React Router's `setSearchParams(fn)` hands `fn` the parameters of the last render, so two
 * changes before the next render (a user filling "from" then "to" quickly) lose the first. Here
 * each update starts from the latest written value. A render may still arrive with an older
 * write of ours while a newer one is on its way; that render must not wind the latest value
 * back, or the next change would build on it and drop the newer one. Only a search we did not
 * write (a navigation from elsewhere: a link, the back button) resets it.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type SearchUpdate = (current: URLSearchParams) => URLSearchParams;

export function useSearchState(): [URLSearchParams, (update: SearchUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  /** Searches written here that no render has shown yet, oldest first. */
  const inFlight = useRef<string[]>([]);
  useEffect(() => {
    const shown = inFlight.current.indexOf(params.toString());
    if (shown < 0) {
      inFlight.current = [];
      latest.current = params;
      return;
    }
    inFlight.current = inFlight.current.slice(shown + 1);
    if (inFlight.current.length === 0) latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: SearchUpdate) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      inFlight.current.push(next.toString());
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, update];
}

/** An update that sets each key to its value, or removes it when the value is null or empty. */
export function setEach(changes: Record<string, string | null>): SearchUpdate {
  return (current) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') current.delete(key);
      else current.set(key, value);
    }
    return current;
  };
}
