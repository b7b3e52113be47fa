/** The phone menu of a server-rendered page: the burger shows and hides the menu it controls. */
export function wireMenu(document: Document) {
  for (const toggle of document.querySelectorAll<HTMLElement>('[data-menu-toggle]')) {
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!menu) continue;
    const set = (open: boolean) => {
      menu.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      const label = toggle.dataset[open ? 'labelClose' : 'labelOpen'];
      if (label) toggle.setAttribute('aria-label', label);
      // Mantine's burger draws its cross from this attribute.
      for (const lines of toggle.querySelectorAll('[data-opened], .mantine-Burger-burger')) {
        if (open) lines.setAttribute('data-opened', 'true');
        else lines.removeAttribute('data-opened');
      }
    };
    toggle.addEventListener('click', () => set(menu.hidden !== false));
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !menu.hidden) {
        set(false);
        toggle.focus();
      }
    });
  }
}
