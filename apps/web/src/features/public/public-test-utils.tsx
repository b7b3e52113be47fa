/** Renders a public page for tests: Mantine, a memory router and i18next with the public words. */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { namespaceResources, PUBLIC_NAMESPACES, type PublicLanguage } from './public-words';

function resourcesOf(language: PublicLanguage) {
  return Object.fromEntries(
    PUBLIC_NAMESPACES.map((namespace) => [namespace, namespaceResources(language, namespace)]),
  );
}

export async function renderPublic(ui: ReactElement, language: 'id' | 'en' = 'id') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...PUBLIC_NAMESPACES],
    defaultNS: 'public',
    resources: { id: resourcesOf('id'), en: resourcesOf('en') },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}
