import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { createFakeApi } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { resetBrowserState } from '../../test/reset';

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  await changeLanguage('id');
  // The showcase pages ask the API for nothing: any call would fail the test.
  vi.stubGlobal('fetch', createFakeApi().fetch);
});

test('/test-cards draws the real cards of each area with sample records, without the API', async () => {
  renderApp('/test-cards');
  expect(await screen.findByRole('heading', { name: 'Kartu dan baris' })).toBeTruthy();
  expect(screen.getAllByTestId('cashbook-card')).toHaveLength(4);
  expect(screen.getByText('Diarsipkan')).toBeTruthy();
  const invoices = screen.getByRole('region', { name: 'Faktur' });
  expect(within(invoices).getAllByTestId('invoice-card')).toHaveLength(5);
  expect(within(invoices).getByText('Katering Bu Ani')).toBeTruthy();
  const debts = screen.getByRole('region', { name: 'Utang dan piutang' });
  expect(within(debts).getAllByTestId('debt-row')).toHaveLength(5);
  const products = screen.getByRole('region', { name: 'Produk' });
  expect(within(products).getAllByTestId('product-row')).toHaveLength(5);
  expect(screen.getByRole('region', { name: 'Angka dasbor' }).textContent).toContain('Rp');
});

test('/test-header shows each header state inside the apps layout for a visitor', async () => {
  await changeLanguage('en');
  renderApp('/test-header');
  expect(await screen.findByRole('heading', { name: 'The app header' })).toBeTruthy();
  const unread = screen.getByRole('region', { name: 'Unread notifications' });
  expect(within(unread).getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
  expect(within(unread).getByText('99+')).toBeTruthy();
  const several = screen.getByRole('region', { name: 'Several businesses' });
  const items = within(several).getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(
    expect.arrayContaining([expect.stringContaining('Katering Berkah')]),
  );
  expect(within(several).getByRole('menuitem', { current: true }).textContent).toContain(
    'Warung Bu Sri',
  );
  // A visitor: the real header above offers the way in.
  expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
});
