/**
 * Rendered pages kept for a minute (issue 18): rendering one costs milliseconds of CPU, a
 * lookup nothing. A page is kept per address and language; a change to the posts empties the
 * cache, and a minute is as late as a scheduled post may appear.
 */
export const PAGE_TTL_MS = 60_000;
const MAX_PAGES = 500;

/** A rendered page and the status it is sent with (200, or 404 for an unknown post). */
export type CachedPage = { html: string; status: number };

export function createPageCache(now: () => number = Date.now) {
  const pages = new Map<string, CachedPage & { until: number }>();
  return {
    get(key: string): CachedPage | null {
      const found = pages.get(key);
      if (!found) return null;
      if (found.until <= now()) {
        pages.delete(key);
        return null;
      }
      return found;
    },
    set(key: string, page: CachedPage) {
      // The oldest first out: a Map keeps the order things were put in.
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
      pages.set(key, { ...page, until: now() + PAGE_TTL_MS });
    },
    clear() {
      pages.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
