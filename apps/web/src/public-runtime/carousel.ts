/**
 * The arrows of a server-rendered carousel: each moves the row it controls by about its width
 * (`data-carousel` is the direction, 1 or -1).
 */
export function wireCarousels(document: Document) {
  for (const button of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
    button.addEventListener('click', () => {
      const track = document.getElementById(button.getAttribute('aria-controls') ?? '');
      const direction = Number(button.dataset.carousel) || 1;
      track?.scrollBy({ left: direction * track.clientWidth * 0.9 });
    });
  }
}
