/**
 * i18next on the server (issue 18): one instance per language with the words the public pages
 * speak, bundled into the server build and ready at once (no backend, nothing to wait for).
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Words = Record<string, unknown>;

const files = import.meta.glob<{ default: Words }>(
  [
    '../locales/*/{common,public,legal,blog,portal}.json',
    '../../../../packages/shared/src/locales/*/{errors,fields}.json',
  ],
  { eager: true },
);

export const SSR_LANGUAGES = ['id', 'en'] as const;
export type SsrLanguage = (typeof SSR_LANGUAGES)[number];

function resourcesOf(language: SsrLanguage): Record<string, Words> {
  const resources: Record<string, Words> = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /\/(id|en)\/([a-z-]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) resources[match[2]] = module.default;
  }
  return resources;
}

const instances = new Map<SsrLanguage, I18n>();

export function serverI18n(language: SsrLanguage): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      defaultNS: 'common',
      ns: Object.keys(resourcesOf(language)),
      resources: { [language]: resourcesOf(language) },
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
    instances.set(language, instance);
  }
  return instance;
}
