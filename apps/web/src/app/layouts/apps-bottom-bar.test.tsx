import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type BusinessRole, permissionsForRole } from '@usaha/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { navFor, splitNav } from '../../features/launcher/apps-navigation';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import { makeUser } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { resetBrowserState } from '../../test/reset';
import { AppsBottomBar } from './apps-bottom-bar';

beforeAll(async () => {
  await setupI18n();
  await changeLanguage('id');
});
afterEach(resetBrowserState);

function signInAs(role: BusinessRole) {
  authStore.setSession('tok-1', makeUser({ permissions: permissionsForRole(role) }), false);
}

/** The bar's places and the "More" menu's items (label and link), as a phone shows them. */
async function openBar(path: string) {
  render(
    // Mantine's test mode: no transitions, so the menu opens at once.
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
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
  const more = within(bar).getByRole('button', { name: 'Lainnya' });
  fireEvent.click(more);
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  return { places, more, items };
}

test('the phone bar keeps five places; "More" opens the other areas, and marks the one open', async () => {
  signInAs('owner');
  const { places, more, items } = await openBar('/apps/contacts/form/x');
  expect(places).toEqual(['Dasbor', 'Kas', 'Transaksi', 'Saldo', 'Lainnya']);
  // A contact's page lies under "More", which shows it is where the user is.
  expect(more.getAttribute('data-active')).toBe('true');
  expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
    ['Faktur baru', '/apps/invoice/invoice/create'],
    ['Kasbon baru', '/apps/debtcredit?new=credit'],
    ['Laporan', '/apps/reports'],
    ['Faktur', '/apps/invoice'],
    ['Hutang Piutang', '/apps/debtcredit'],
    ['Kontak', '/apps/contacts'],
    ['Produk', '/apps/products'],
    ['Catatan', '/apps/notes'],
    ['Alat', '/apps/tools'],
    ['Notifikasi', '/apps/notifications'],
    ['Aktivitas', '/apps/activities'],
    ['Pembayaran paket', '/apps/billing'],
    ['Pengaturan', '/apps/settings'],
    ['Semua menu', '/apps'],
  ]);
  expect(items[5]?.getAttribute('aria-current')).toBe('page');
});

test('a cashier sees no Aktivitas: the menu offers only what the role may open', async () => {
  signInAs('cashier');
  const { places, items } = await openBar('/dashboard');
  expect(places).toEqual(['Dasbor', 'Kas', 'Transaksi', 'Saldo', 'Lainnya']);
  expect(items.map((item) => item.textContent)).toEqual([
    'Faktur baru',
    'Kasbon baru',
    'Faktur',
    'Hutang Piutang',
    'Kontak',
    'Produk',
    'Catatan',
    'Alat',
    'Notifikasi',
    'Pengaturan',
    'Semua menu',
  ]);
});

test('the quick invoice opens from "More" for those who may make invoices, and only for them', async () => {
  signInAs('cashier');
  const { items, more } = await openBar('/apps/invoice/invoice/create');
  const quick = items[0];
  expect(quick?.textContent).toBe('Faktur baru');
  expect(quick?.getAttribute('aria-current')).toBe('page');
  expect(screen.getByText('Buat cepat')).toBeTruthy();
  // The quick form lies in the invoices area, which is under "More".
  expect(more.getAttribute('data-active')).toBe('true');
  cleanup();

  signInAs('viewer');
  const viewer = await openBar('/dashboard');
  // A viewer reads invoices but makes none.
  expect(viewer.items.map((item) => item.textContent)).toContain('Faktur');
  expect(viewer.items.map((item) => item.textContent)).not.toContain('Faktur baru');
  expect(screen.queryByText('Buat cepat')).toBeNull();
});

test('"Kasbon baru" opens the debts list with its quick sheet, for those who may record debts', async () => {
  signInAs('cashier');
  const { items, more } = await openBar('/apps/debtcredit?new=credit');
  const kasbon = items.find((item) => item.textContent === 'Kasbon baru');
  expect(kasbon?.getAttribute('aria-current')).toBe('page');
  expect(more.getAttribute('data-active')).toBe('true');
  cleanup();

  signInAs('viewer');
  const viewer = await openBar('/dashboard');
  // A viewer reads the debts but records none.
  expect(viewer.items.map((item) => item.textContent)).toContain('Hutang Piutang');
  expect(viewer.items.map((item) => item.textContent)).not.toContain('Kasbon baru');
});

test('the launcher lights up only on /apps itself, not on every area under it', async () => {
  signInAs('owner');
  const { items } = await openBar('/apps');
  const launcher = items.find((item) => item.textContent === 'Semua menu');
  expect(launcher?.getAttribute('aria-current')).toBe('page');
  expect(items.filter((item) => item.getAttribute('aria-current') === 'page')).toHaveLength(1);
});

test('each role gets the areas its permissions allow; the bar is topped up to four places', () => {
  const names = (role: BusinessRole) => navFor(permissionsForRole(role)).map((item) => item.name);
  expect(names('owner')).toContain('activities');
  expect(names('accountant')).toContain('activities');
  expect(names('viewer')).not.toContain('activities');
  expect(names('cashier')).not.toContain('activities');

  // Someone who may not see the books still gets four places, the next areas moving up.
  const { bar, more } = splitNav(navFor(['note.view', 'notification.view']));
  expect(bar.map((item) => item.name)).toEqual(['dashboard', 'notes', 'tools', 'notifications']);
  expect(more.map((item) => item.name)).toEqual(['settings', 'launcher']);
  // The side navigation lists every area already: the launcher is only in the phone's menu.
  expect(navFor(permissionsForRole('owner')).map((item) => item.to)).not.toContain('/apps');
});
