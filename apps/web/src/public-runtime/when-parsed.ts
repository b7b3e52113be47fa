/** Runs `wire` once the page is parsed: an async script, from the cache, may run before that. */
export function whenParsed(wire: () => void): void {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', wire, { once: true });
  } else {
    wire();
  }
}
