/**
 * Keeps the user's language where the app reads it (local storage) and in a cookie the server
 * reads, so the server-rendered public pages speak it too. Without imports of i18next, so the
 * public pages' script (public-runtime/) shares it.
 */
import { setCookie } from './cookies';
import { writeStorage } from './safe-storage';
import { LANGUAGE_KEY } from './storage-keys';

/** A year: the choice outlives the visit. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

export function rememberLanguage(language: string): void {
  writeStorage('local', LANGUAGE_KEY, language);
  setCookie(LANGUAGE_KEY, language, { maxAge: LANGUAGE_COOKIE_MAX_AGE });
}
