/**
 * The URL's search parameters as page state, with updates that build on each other.
 *
 * React Router's `setSearchParams(fn)` hands `fn` the parameters of the last render, so two
 * changes before the next render (a user filling "from" then "to" quickly) lose the first. Here
 * each update starts from the latest written value, and a navigation from elsewhere resets it.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type SearchUpdate = (current: URLSearchParams) => URLSearchParams;

export function useSearchState(): [URLSearchParams, (update: SearchUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: SearchUpdate) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, update];
}
