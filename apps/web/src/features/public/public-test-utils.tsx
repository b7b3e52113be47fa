/** Renders a public page for tests: Mantine, a memory router and i18next with public.json. */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { publicResources } from './public-words';

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

export async function renderPublic(ui: ReactElement, language: 'id' | 'en' = 'id') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['public'],
    defaultNS: 'public',
    resources: {
      id: { public: publicResources('id') },
      en: { public: publicResources('en') },
    },
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
