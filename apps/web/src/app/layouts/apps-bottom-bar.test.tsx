import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, expect, test } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { setupI18n } from '../../test/render';
import { AppsBottomBar } from './apps-bottom-bar';

beforeAll(async () => {
  await setupI18n();
  await changeLanguage('id');
});

test('the phone bar keeps five places; "More" opens the other areas, and marks the one open', async () => {
  render(
    // Mantine's test mode: no transitions, so the menu opens at once.
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/apps/contacts/form/x']}>
        <nav aria-label="bar">
          <AppsBottomBar />
        </nav>
      </MemoryRouter>
    </MantineProvider>,
  );
  const bar = screen.getByRole('navigation', { name: 'bar' });
  const places = [
    ...within(bar)
      .getAllByRole('link')
      .map((link) => link.textContent),
    ...within(bar)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ];
  expect(places).toEqual(['Dasbor', 'Kas', 'Transaksi', 'Saldo', 'Lainnya']);
  // A contact's page lies under "More", which shows it is where the user is.
  const more = within(bar).getByRole('button', { name: 'Lainnya' });
  expect(more.getAttribute('data-active')).toBe('true');

  fireEvent.click(more);
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
    ['Kontak', '/apps/contacts'],
    ['Produk', '/apps/products'],
    ['Catatan', '/apps/notes'],
    ['Profil', '/apps/settings/profile'],
  ]);
  expect(items[0]?.getAttribute('aria-current')).toBe('page');
});
