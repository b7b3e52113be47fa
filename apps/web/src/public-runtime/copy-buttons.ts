/**
 * Copy buttons of a server-rendered page (a post's "copy link"): the text to copy is the
 * button's `data-copy`, and it says so for a moment with `data-copied-label`.
 */
const SHOWN_MS = 2000;

export function wireCopyButtons(document: Document) {
  for (const button of document.querySelectorAll<HTMLElement>('[data-copy]')) {
    const label = button.querySelector<HTMLElement>('[data-copy-label]') ?? button;
    const original = label.textContent ?? '';
    button.addEventListener('click', () => {
      const text = button.dataset.copy ?? '';
      void navigator.clipboard?.writeText(text).then(() => {
        label.textContent = button.dataset.copiedLabel ?? original;
        window.setTimeout(() => {
          label.textContent = original;
        }, SHOWN_MS);
      });
    });
  }
}
