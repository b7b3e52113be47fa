/**
 * /contact's working form (issue 18). The server-rendered page arrives with the form drawn, its
 * fields taking typing and its button waiting; this script, loaded on that page only, puts the
 * app's own ContactForm in its place, with what the visitor typed meanwhile and the cursor where
 * it was. The rest of the page stays the server's HTML.
 */
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { AppProviders } from '../app/providers';
import { ContactForm } from '../features/public/contact-form';
import { CONTACT_FIELDS, type ContactValues } from '../features/public/contact-validation';
import { DEFAULT_LANGUAGE, initI18n, isUiLanguage, loadNamespaces } from '../lib/i18n';
import { DocumentRouter } from './document-router';
import { whenParsed } from './when-parsed';

/** The fields a visitor may have typed into, the honeypot too (a bot's answer is kept). */
const FIELDS = [...CONTACT_FIELDS, 'website'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement;

function fieldNamed(container: HTMLElement, name: string): Field | null {
  const field = container.querySelector(`[name="${name}"]`);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
}

function typedInto(container: HTMLElement): Partial<ContactValues> {
  const typed: Partial<ContactValues> = {};
  for (const name of FIELDS) {
    const value = fieldNamed(container, name)?.value;
    if (value) typed[name] = value;
  }
  return typed;
}

/** The field being typed in, and where in it, to be put back after the swap. */
function caretIn(container: HTMLElement) {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return null;
  if (!container.contains(active) || !active.name) return null;
  return { name: active.name, start: active.selectionStart, end: active.selectionEnd };
}

export async function mountContactForm(container: HTMLElement): Promise<void> {
  const language = document.documentElement.lang;
  const i18n = await initI18n(isUiLanguage(language) ? language : DEFAULT_LANGUAGE);
  await loadNamespaces(['public']);
  // Read last, after the words arrived: the visitor may have typed all along.
  const initial = typedInto(container);
  const caret = caretIn(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <I18nextProvider i18n={i18n}>
            <DocumentRouter>
              <ContactForm initial={initial} />
            </DocumentRouter>
          </I18nextProvider>
        </AppProviders>
      </StrictMode>,
    ),
  );
  if (!caret) return;
  const field = fieldNamed(container, caret.name);
  field?.focus();
  if (caret.start !== null && caret.end !== null) field?.setSelectionRange(caret.start, caret.end);
}

whenParsed(() => {
  const container = document.querySelector<HTMLElement>('[data-island="contact"]');
  if (container) void mountContactForm(container);
});
