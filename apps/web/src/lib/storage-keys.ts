/**
 * The names under which the browser keeps the user's choices and session. In a module of their
 * own, without imports, so the public pages' small script (public-runtime/) reads the same keys
 * as the app without carrying i18next, Mantine or the auth store.
 */

/** The chosen UI language (local storage and, for the server-rendered pages, a cookie). */
export const LANGUAGE_KEY = 'usaha-language';
/** light | dark | auto, kept by Mantine's local-storage manager (read before paint by THEME_SCRIPT). */
export { COLOR_SCHEME_STORAGE_KEY as COLOR_SCHEME_KEY } from '@usaha/shared/theme-script';
/** The access token, in a cookie and in local or session storage (SPEC.md §4). */
export const TOKEN_KEY = 'auth-token';
export const USER_KEY = 'user-data';
