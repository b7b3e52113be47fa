/** Mantine's media queries in tests: happy-dom's matchMedia cannot be listened to. */
import { vi } from 'vitest';

/** A phone-sized screen (`max-width` queries match) or a wide one (none match). */
export function stubScreen(size: 'phone' | 'wide'): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: size === 'phone' && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
