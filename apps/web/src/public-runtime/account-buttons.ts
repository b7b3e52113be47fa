/**
 * The account buttons of a server-rendered page: the server sends both, and a visitor with a
 * session in this browser (the app's cookie or storage) sees the way to their dashboard.
 */
import { readCookie } from '../lib/cookies';
import { readStorage } from '../lib/safe-storage';
import { TOKEN_KEY } from '../lib/storage-keys';

export function hasSession(): boolean {
  return Boolean(
    readCookie(TOKEN_KEY) || readStorage('local', TOKEN_KEY) || readStorage('session', TOKEN_KEY),
  );
}

export function wireAccountButtons(document: Document) {
  const signedIn = hasSession();
  for (const element of document.querySelectorAll<HTMLElement>('[data-signed-in]')) {
    element.hidden = !signedIn;
  }
  for (const element of document.querySelectorAll<HTMLElement>('[data-signed-out]')) {
    element.hidden = signedIn;
  }
}
