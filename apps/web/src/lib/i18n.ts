/**
 * i18next with `id` (default) and `en`. The words are loaded lazily by namespace (the build puts
 * them in files, build/chunk-plan.ts), so a page downloads only the words it shows.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguage } from './language-choice';
import { byLanguageAndNamespace, type LocaleFiles, type LocaleModule } from './locale-files';
import { readStorage } from './safe-storage';

import { LANGUAGE_KEY } from './storage-keys';

export { LANGUAGE_KEY };
export const SUPPORTED_LANGUAGES = ['id', 'en'] as const;
export type UiLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'id';

// The areas' words are listed apart (lib/area-locales.ts), loaded when a page first needs one.
const webLocales = import.meta.glob<LocaleModule>([
  '../locales/*/*.json',
  '!../locales/*/{activities,admin,balance,billing,blog,cashbook,contacts,debtcredit,diagnostics,directory,invoice-editor,invoices,legal,notes,portal,products,public,reports,settings,showcase,tools,transactions}.json',
]);
// What the server says (error codes, field codes, its success messages) is translated once, in
// the shared package, for the API and the web alike.
const sharedLocales = import.meta.glob<LocaleModule>(
  '../../../../packages/shared/src/locales/*/*.json',
);
const locales = byLanguageAndNamespace({ ...webLocales, ...sharedLocales });

/** How to load `<language>/<namespace>`: from the start-up list, else from the areas' list. */
export async function localeLoader(key: string): Promise<LocaleFiles[string] | undefined> {
  return locales[key] ?? (await import('./area-locales')).AREA_LOCALES[key];
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    localeLoader(`${language}/${namespace}`)
      .then((load) => {
        if (!load) throw new Error(`No translations for ${language}/${namespace}`);
        return load();
      })
      .then(
        (module) => callback(null, module.default),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The user's saved choice, then their profile's language, then Bahasa Indonesia. */
export function detectLanguage(profileLanguage?: string | null): UiLanguage {
  const saved = readStorage('local', LANGUAGE_KEY);
  if (isUiLanguage(saved)) return saved;
  if (isUiLanguage(profileLanguage)) return profileLanguage;
  return DEFAULT_LANGUAGE;
}

function syncHtmlLang(language: string): void {
  document.documentElement.lang = language;
}

/** Set by the first initI18n: pages may ask for their words before it has finished. */
let initialising: Promise<unknown> | null = null;
let startingLanguage: UiLanguage = DEFAULT_LANGUAGE;

export async function initI18n(language: UiLanguage): Promise<typeof i18next> {
  if (!initialising) {
    startingLanguage = language;
    i18next.on('languageChanged', syncHtmlLang);
    initialising = i18next
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        // Both languages have every key (locales.test.ts), so no second language is fetched.
        fallbackLng: false,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        ns: ['common', 'errors'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
  }
  await initialising;
  if (i18next.language !== language) await i18next.changeLanguage(language);
  syncHtmlLang(language);
  return i18next;
}

/** Switches the UI language and remembers it as the user's choice. */
export async function changeLanguage(language: UiLanguage): Promise<void> {
  rememberLanguage(language);
  await i18next.changeLanguage(language);
}

/**
 * Shows the UI in `language` for this visit without making it the user's choice (the customer's
 * portal opens in the invoice's language; a press of the language switch still records one).
 */
export async function showLanguage(language: UiLanguage): Promise<void> {
  await i18next.changeLanguage(language);
}

/** Calls `listener` after each change of the UI language; the returned function stops that. */
export function onLanguageChange(listener: (language: UiLanguage) => void): () => void {
  const handler = (language: string) => {
    if (isUiLanguage(language)) listener(language);
  };
  i18next.on('languageChanged', handler);
  return () => i18next.off('languageChanged', handler);
}

/**
 * Loads a page's namespaces. The router starts loading a deep link's page while i18next is still
 * starting (main.tsx), so this waits for it rather than fetching before the language is known.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return;
  if (initialising && !i18next.isInitialized) {
    // Fetch the files now, alongside the common words; i18next reads them from the module cache.
    for (const namespace of namespaces) {
      void localeLoader(`${startingLanguage}/${namespace}`).then((load) => load?.());
    }
    await initialising;
  }
  await i18next.loadNamespaces([...namespaces]);
}

export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** After login or a profile fetch: the profile's language applies unless the user chose one here. */
export function followUserLanguage(profileLanguage: string | null | undefined): void {
  const language = detectLanguage(profileLanguage);
  if (i18next.isInitialized && i18next.language !== language) void i18next.changeLanguage(language);
}
