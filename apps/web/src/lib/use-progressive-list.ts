/**
 * A long list drawn in two steps (issue 13): the rows a phone screen shows at once, then all of
 * them in a deferred render that React works through in slices between frames. On a slow phone a
 * page of 50 rows then shows its first rows quickly and never blocks taps for long; a new list
 * (another filter, the next page) is drawn the same way while the old one stays on screen.
 */
import { useDeferredValue } from 'react';

/** More than a tall phone shows above the fold. */
export const FIRST_ROWS = 12;

export function useProgressiveList<T>(items: T[], first = FIRST_ROWS): T[] {
  return useDeferredValue(items, items.length > first ? items.slice(0, first) : items);
}
