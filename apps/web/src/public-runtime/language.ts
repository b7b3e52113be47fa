/**
 * The language buttons of a server-rendered page: the choice is kept where the app keeps it and
 * in a cookie the server reads, then the page is loaded again in that language.
 */
import { rememberLanguage } from '../lib/language-choice';

export function wireLanguage(document: Document) {
  for (const button of document.querySelectorAll<HTMLElement>('[data-language]')) {
    button.addEventListener('click', () => {
      const language = button.dataset.language;
      if (!language) return;
      rememberLanguage(language);
      if (document.documentElement.lang !== language) window.location.reload();
    });
  }
}
