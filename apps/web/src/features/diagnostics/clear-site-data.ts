/** Everything this site keeps in the browser that script can reach (HttpOnly cookies it cannot). */
import { authStore } from '../../lib/auth-store';
import { deleteCookie, readCookieNames } from '../../lib/cookies';

export type ClearedReport = {
  localStorage: number;
  sessionStorage: number;
  cookies: string[];
  caches: number;
};

function clearStorage(storage: Storage): number {
  const count = storage.length;
  storage.clear();
  return count;
}

export async function clearSiteData(): Promise<ClearedReport> {
  const local = clearStorage(window.localStorage);
  const session = clearStorage(window.sessionStorage);
  const cookies = readCookieNames();
  for (const name of cookies) {
    deleteCookie(name);
    // Cookies written without Secure or SameSite need the plain form to be removed.
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  let cacheCount = 0;
  if ('caches' in window) {
    const keys = await window.caches.keys();
    await Promise.all(keys.map((key) => window.caches.delete(key)));
    cacheCount = keys.length;
  }
  authStore.clear();
  return { localStorage: local, sessionStorage: session, cookies, caches: cacheCount };
}
