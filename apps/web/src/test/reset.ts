/** Puts the browser state the app keeps back to empty between tests. */
import { resetCsrfToken } from '../lib/api-client';
import { authStore, setLeavingPage } from '../lib/auth-store';
import { resetBuildCheck } from '../lib/build-check';
import { resetConfig } from '../lib/config';
import { readCookieNames } from '../lib/cookies';
import { setNavigator, setPendingPath } from '../lib/navigation';

export function resetBrowserState(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const name of readCookieNames()) {
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the cookies the app wrote.
    document.cookie = `${name}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
  }
  setLeavingPage(false);
  authStore.clear();
  resetCsrfToken();
  resetConfig();
  resetBuildCheck();
  setPendingPath(null);
  setNavigator(() => undefined);
}

/** Records every cookie string the app writes (attributes included), as a browser would see it. */
export function recordCookieWrites(): { writes: string[]; restore: () => void } {
  let proto: object | null = Object.getPrototypeOf(document);
  let descriptor: PropertyDescriptor | undefined;
  while (proto && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    proto = Object.getPrototypeOf(proto);
  }
  const native = descriptor;
  if (!native?.get || !native.set) throw new Error('document.cookie has no accessor');
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get?.call(document),
    set: (value: string) => {
      writes.push(value);
      native.set?.call(document, value);
    },
  });
  return {
    writes,
    restore: () => {
      Reflect.deleteProperty(document, 'cookie');
    },
  };
}
