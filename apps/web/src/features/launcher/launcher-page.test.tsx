import { screen, within } from '@testing-library/react';
import type { BusinessRole } from '@usaha/shared';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { renderApp, signInAs } from '../../test/render-app';
import { resetBrowserState } from '../../test/reset';

let api: FakeApi;

beforeAll(setupI18n);
beforeEach(async () => {
  resetBrowserState();
  queryClient.clear();
  await changeLanguage('en');
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});

async function tilesFor(role: BusinessRole) {
  signInAs(api, role);
  renderApp('/apps');
  await screen.findByRole('heading', { name: 'All areas' });
  const main = screen.getByRole('main');
  return within(main)
    .getAllByRole('link')
    .map((link) => [link.querySelector('p')?.textContent, link.getAttribute('href')]);
}

test('/apps offers an owner every area that exists, each with a line about it', async () => {
  expect(await tilesFor('owner')).toEqual([
    ['Dashboard', '/dashboard'],
    ['Cash book', '/apps/cashbook'],
    ['Transactions', '/apps/transactions'],
    ['Balance', '/apps/balance'],
    ['Reports', '/apps/reports'],
    ['Invoices', '/apps/invoice'],
    ['Debts & credits', '/apps/debtcredit'],
    ['Contacts', '/apps/contacts'],
    ['Products', '/apps/products'],
    ['Notes', '/apps/notes'],
    ['Tools', '/apps/tools'],
    ['Notifications', '/apps/notifications'],
    ['Activity', '/apps/activities'],
    ['Billing', '/apps/billing'],
    ['Team members', '/apps/settings/users'],
    ['Settings', '/apps/settings'],
  ]);
  expect(screen.getByText('Who changed what, and when, in this business.')).toBeTruthy();
});

test('a viewer sees neither the activity log nor the team page', async () => {
  const viewer = (await tilesFor('viewer')).map(([name]) => name);
  expect(viewer).not.toContain('Activity');
  expect(viewer).not.toContain('Team members');
  expect(viewer).toContain('Notifications');
  // The calculators need no permission: every member may use them.
  expect(viewer).toContain('Tools');
});

test('a cashier sees no activity log', async () => {
  const cashier = (await tilesFor('cashier')).map(([name]) => name);
  expect(cashier).not.toContain('Activity');
  expect(cashier).toContain('Cash book');
});
