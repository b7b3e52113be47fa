/**
 * Copy buttons of a server-rendered page (a post's "copy link"): the text to copy is the
 * button's `data-copy`, and once copied it says so (`data-copied-label`), as the app's button
 * does. The page sends them hidden; they show once this has wired them.
 */
import { copyText } from '../lib/copy-text';

export function wireCopyButtons(document: Document) {
  for (const button of document.querySelectorAll<HTMLElement>('[data-copy]')) {
    const label = button.querySelector<HTMLElement>('[data-copy-label]') ?? button;
    button.addEventListener('click', () => {
      const text = button.dataset.copy ?? '';
      void copyText(text, document).then((done) => {
        if (done) label.textContent = button.dataset.copiedLabel ?? label.textContent;
      });
    });
    button.style.display = '';
  }
}
