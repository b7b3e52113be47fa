/**
 * Rendered pages kept for a minute (issue 18): rendering one costs milliseconds of CPU, a
 * lookup nothing. A page is kept per address and language; a change to the posts empties the
 * cache, and a minute is as late as a scheduled post may appear.
 */
export const PAGE_TTL_MS = 60_000;
const MAX_PAGES = 500;

export function createPageCache(now: () => number = Date.now) {
  const pages = new Map<string, { html: string; until: number }>();
  return {
    get(key: string): string | null {
      const found = pages.get(key);
      if (!found) return null;
      if (found.until <= now()) {
        pages.delete(key);
        return null;
      }
      return found.html;
    },
    set(key: string, html: string) {
      // The oldest first out: a Map keeps the order things were put in.
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
      pages.set(key, { html, until: now() + PAGE_TTL_MS });
    },
    clear() {
      pages.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
