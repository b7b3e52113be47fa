import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';
import type { Progress } from './checklist';
import { sampleDashboard } from './sample-dashboard';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  localStorage.clear();
  api = await startSession(['cashbook.view', 'transaction.view', 'settings.manage']);
});

const NONE: Progress = {
  cashbook: false,
  transaction: false,
  payment: false,
  sale: false,
  team: false,
};

function answerWith(progress: Progress | null) {
  api.on('GET /v1/dashboard/', {
    body: { success: true, data: { ...sampleDashboard('2026-11-20'), progress } },
  });
}

test('the checklist leads the dashboard with the steps that set a business up, each a link', async () => {
  answerWith({ ...NONE, cashbook: true });
  renderRoutes(routes, '/dashboard');
  const list = await screen.findByRole('region', { name: 'Getting started' });
  // Above every card.
  const cash = screen.getByTestId('cash-card');
  expect(list.compareDocumentPosition(cash) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(list).getByText('1 of 5 done')).toBeTruthy();
  const hrefs = within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(hrefs).toEqual([
    ['Record now', '/apps/cashbook/transactions/create'],
    ['Fill in now', '/apps/settings/setup'],
    ['Create invoice', '/apps/invoice/create'],
    ['Record kasbon', '/apps/debtcredit/credit/create'],
    ['Invite team', '/apps/settings/users'],
  ]);
  expect(within(list).queryByText(/language|password/i)).toBeNull();
  expect(
    within(screen.getByTestId('step-cashbook')).getByRole('img', { name: 'Done' }),
  ).toBeTruthy();
});

test('it goes away when dismissed, and stays away on this device', async () => {
  answerWith(NONE);
  const user = userEvent.setup();
  const first = renderRoutes(routes, '/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Hide getting started' }));
  expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
  first.unmount();
  renderRoutes(routes, '/dashboard');
  await screen.findByTestId('cash-card');
  expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
});

test('it is gone once every step is done, and absent for those who do not set up', async () => {
  answerWith({ cashbook: true, transaction: true, payment: true, sale: true, team: true });
  const done = renderRoutes(routes, '/dashboard');
  await screen.findByTestId('cash-card');
  expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
  done.unmount();
  answerWith(null);
  renderRoutes(routes, '/dashboard');
  await screen.findByTestId('cash-card');
  expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
});
