/** Mantine's media queries in tests: happy-dom's matchMedia cannot be listened to. */
import { vi } from 'vitest';

/**
 * A phone-sized screen (`max-width` queries match), a wide one (none match), or a desktop one
 * (`min-width` queries match: the layouts that ask "at least this wide?").
 */
export function stubScreen(size: 'phone' | 'wide' | 'desktop'): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes(size === 'desktop' ? 'min-width' : 'max-width') && size !== 'wide',
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
