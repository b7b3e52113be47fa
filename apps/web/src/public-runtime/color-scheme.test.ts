import { afterEach, expect, test, vi } from 'vitest';
import { COLOR_SCHEME_KEY } from '../lib/storage-keys';
import { wireColorScheme } from './color-scheme';

/** The device's dark mode, switchable as a phone's is. */
function deviceScheme(dark: boolean) {
  const query = Object.assign(new EventTarget(), { matches: dark });
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    query.matches = next;
    query.dispatchEvent(new Event('change'));
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

test("on the device's scheme the page follows the device when it changes", () => {
  document.body.innerHTML = '<button data-color-scheme-toggle></button>';
  const switchDevice = deviceScheme(false);
  wireColorScheme(document);
  expect(scheme()).toBe('light');
  switchDevice(true);
  expect(scheme()).toBe('dark');
  switchDevice(false);
  expect(scheme()).toBe('light');
});

test('a scheme the visitor chose stays when the device changes', () => {
  localStorage.setItem(COLOR_SCHEME_KEY, 'light');
  document.body.innerHTML = '<button data-color-scheme-toggle data-label-dark="Gelap"></button>';
  const switchDevice = deviceScheme(false);
  wireColorScheme(document);
  switchDevice(true);
  expect(scheme()).toBe('light');
  // light → dark, by the toggle.
  document.querySelector('button')?.click();
  expect(scheme()).toBe('dark');
  expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
  expect(document.querySelector('button')?.getAttribute('aria-label')).toBe('Gelap');
});
