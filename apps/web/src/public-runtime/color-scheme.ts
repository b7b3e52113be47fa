/**
 * The colour scheme toggle of a server-rendered page: light → dark → the device's, kept where the
 * app's Mantine keeps it, so both agree. The scheme itself was set before the first paint by
 * the head's script (`@usaha/shared` THEME_SCRIPT); this shows the choice and changes it, and on
 * "the device's" follows the device when it changes (a phone turning dark at dusk), as the app does.
 */
import { readStorage, writeStorage } from '../lib/safe-storage';
import { COLOR_SCHEME_KEY } from '../lib/storage-keys';

type Choice = 'auto' | 'light' | 'dark';
const NEXT: Record<Choice, Choice> = { auto: 'light', light: 'dark', dark: 'auto' };

const isChoice = (value: string | null): value is Choice =>
  value === 'auto' || value === 'light' || value === 'dark';

function resolved(choice: Choice): 'light' | 'dark' {
  if (choice !== 'auto') return choice;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function apply(document: Document, choice: Choice) {
  const root = document.documentElement;
  root.setAttribute('data-scheme-choice', choice);
  root.setAttribute('data-mantine-color-scheme', resolved(choice));
  for (const button of document.querySelectorAll<HTMLElement>('[data-color-scheme-toggle]')) {
    const label = button.getAttribute(`data-label-${choice}`);
    if (label) {
      button.setAttribute('aria-label', label);
      button.title = label;
    }
  }
}

export function wireColorScheme(document: Document) {
  const stored = readStorage('local', COLOR_SCHEME_KEY);
  let choice: Choice = isChoice(stored) ? stored : 'auto';
  apply(document, choice);
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (choice === 'auto') apply(document, choice);
  });
  for (const button of document.querySelectorAll<HTMLElement>('[data-color-scheme-toggle]')) {
    button.addEventListener('click', () => {
      choice = NEXT[choice];
      writeStorage('local', COLOR_SCHEME_KEY, choice);
      apply(document, choice);
    });
  }
}
