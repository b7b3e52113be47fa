/**
 * Renders a public page for tests: Mantine, a memory router, a query client (seeded with what
 * the server would have given the page) and i18next with the public and common words.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { namespaceResources, PUBLIC_NAMESPACES, type PublicLanguage } from './public-words';

const common = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/common.json',
  {
    eager: true,
  },
);

function resourcesOf(language: PublicLanguage) {
  return {
    ...Object.fromEntries(
      PUBLIC_NAMESPACES.map((namespace) => [namespace, namespaceResources(language, namespace)]),
    ),
    common: common[`../../locales/${language}/common.json`]?.default ?? {},
  };
}

export async function renderPublic(
  ui: ReactElement,
  language: 'id' | 'en' = 'id',
  seed: (client: QueryClient) => void = () => {},
) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...PUBLIC_NAMESPACES, 'common'],
    defaultNS: 'public',
    resources: { id: resourcesOf('id'), en: resourcesOf('en') },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  // Nothing is fetched: a page shows what it was given, as on the server.
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, enabled: false },
    },
  });
  seed(client);
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}
