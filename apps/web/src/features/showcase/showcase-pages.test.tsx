import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { createFakeApi } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { resetBrowserState } from '../../test/reset';
import { APP_ICONS } from './app-icons';
import { kebabName, searchIcons } from './icon-names';
import { ICON_SIZES } from './icon-test-page';

const ICON_COUNT = Object.keys(APP_ICONS).length;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  await changeLanguage('id');
  // The showcase pages ask the API for nothing: any call would fail the test.
  vi.stubGlobal('fetch', createFakeApi().fetch);
});

test('the icon search matches component and kebab-case names, every word', () => {
  expect(kebabName('IconArrowDownLeft')).toBe('arrow-down-left');
  expect(kebabName('IconReceipt2')).toBe('receipt2');
  expect(searchIcons('arrow down')).toEqual(
    expect.arrayContaining(['IconArrowDown', 'IconArrowDownLeft', 'IconArrowDownRight']),
  );
  expect(searchIcons('arrow-down-left')).toEqual(['IconArrowDownLeft']);
  expect(searchIcons('  ')).toHaveLength(ICON_COUNT);
  expect(searchIcons('tidak-ada-ikon')).toEqual([]);
});

test('/demo/icons lists every icon, narrows as one types and says when nothing matches', async () => {
  renderApp('/demo/icons');
  expect(await screen.findByRole('heading', { name: 'Ikon aplikasi' })).toBeTruthy();
  expect(screen.getAllByTestId('icon-tile')).toHaveLength(ICON_COUNT);
  const search = screen.getByRole('searchbox', { name: 'Cari ikon' });
  fireEvent.change(search, { target: { value: 'whatsapp' } });
  expect(await screen.findByText('1 ikon')).toBeTruthy();
  const tile = screen.getByRole('button', { name: 'Salin nama IconBrandWhatsapp brand-whatsapp' });
  expect(within(tile).getByText('brand-whatsapp')).toBeTruthy();
  fireEvent.change(search, { target: { value: '<img src=x>' } });
  expect(await screen.findByText('Tidak ada ikon bernama “<img src=x>”.')).toBeTruthy();
  expect(screen.queryAllByTestId('icon-tile')).toHaveLength(0);
});

test('/demo/icon-test draws every icon at each size on a light and a dark surface', async () => {
  renderApp('/demo/icon-test');
  expect(await screen.findByRole('heading', { name: 'Uji ikon' })).toBeTruthy();
  const rows = screen.getAllByTestId('icon-test-row');
  expect(rows).toHaveLength(ICON_COUNT);
  for (const row of rows) {
    for (const surface of ['light', 'dark']) {
      const svgs = within(row).getByTestId(`icon-strip-${surface}`).querySelectorAll('svg');
      expect([...svgs].map((svg) => Number(svg.getAttribute('width')))).toEqual([...ICON_SIZES]);
      // An icon that draws nothing is a defect the page exists to show.
      for (const svg of svgs) expect(svg.querySelector('path, circle, rect, line')).toBeTruthy();
    }
  }
});

test('/demo/apps-improvements runs the live components: amount, Markdown preview, conflict', async () => {
  await changeLanguage('en');
  renderApp('/demo/apps-improvements');
  expect(await screen.findByRole('heading', { name: 'What is new in Usaha' })).toBeTruthy();
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  fireEvent.change(amount, { target: { value: '2500000' } });
  expect(screen.getByTestId('improvements-amount').textContent).toMatch(/^IDR\s2,500,000$/);
  const note = screen.getByRole('textbox', { name: 'Note' });
  fireEvent.change(note, { target: { value: '## Stok\n\n<script>alert(1)</script> **tebal**' } });
  expect(await screen.findByRole('heading', { name: 'Stok' })).toBeTruthy();
  expect(document.querySelector('script')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(
    screen.getByText('Reloaded: in the app you would now see the latest version.'),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Open in WhatsApp' }).getAttribute('href')).toMatch(
    /^https:\/\/wa\.me\/\?text=Hello%20Mr%20Joko/,
  );
});
