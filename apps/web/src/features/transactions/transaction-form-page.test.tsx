import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { errorBody, type FakeApi } from '../../test/fake-api';
import { currentPath, renderRoutes } from '../../test/render';
import { entry, setupTransactionsI18n, startTransactionsSession } from './test-fixtures';

let api: FakeApi;
const PERMISSIONS = [
  'cashbook.view',
  'transaction.view',
  'transaction.update',
  'transaction.delete',
];
const ENTRY = { ...entry(), attachments: [], created_by_name: 'Sri Wahyuni' };
const PATH = `/apps/transactions/form/${ENTRY.id}`;

beforeAll(setupTransactionsI18n);
beforeEach(async () => {
  api = await startTransactionsSession(PERMISSIONS);
});

test('a stale edit is refused: the form says so and restarts from the newer version', async () => {
  api.on(
    `GET /v1/entries/${ENTRY.id}/`,
    { body: { success: true, data: ENTRY } },
    { body: { success: true, data: { ...ENTRY, version: 2, description: 'Bu Ratna lunas' } } },
  );
  api.on(`PUT /v1/entries/${ENTRY.id}/`, {
    status: 409,
    body: errorBody('VERSION_CONFLICT', 'The entry was changed by someone else'),
  });
  renderRoutes(routes, PATH);
  const description = await screen.findByLabelText('Description');
  fireEvent.change(description, { target: { value: 'Bu Ratna bayar separuh' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Someone else changed this transaction')).toBeTruthy();
  expect(api.calls(`PUT /v1/entries/${ENTRY.id}/`)[0]?.body).toMatchObject({
    version: 1,
    description: 'Bu Ratna bayar separuh',
    amount: 250_000_00,
  });
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(await screen.findByDisplayValue('Bu Ratna lunas')).toBeTruthy();
  expect(screen.queryByText('Someone else changed this transaction')).toBeNull();
});

test("the server's field errors land on their fields; a save goes back to the entry", async () => {
  api.on(`GET /v1/entries/${ENTRY.id}/`, { body: { success: true, data: ENTRY } });
  api.on(
    `PUT /v1/entries/${ENTRY.id}/`,
    {
      status: 400,
      body: errorBody('VALIDATION_FAILED', 'Invalid', { reference: ['Too long: at most 100'] }),
    },
    { body: { success: true, data: { ...ENTRY, version: 2, reference: 'NOTA-7' } } },
  );
  const { router } = renderRoutes(routes, PATH);
  fireEvent.change(await screen.findByLabelText('Reference no.'), {
    target: { value: 'NOTA-7' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Too long: at most 100')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await vi.waitFor(() => expect(currentPath(router)).toBe(`/apps/transactions/${ENTRY.id}`));
  // The entry's page offers its receipt to share, and a WhatsApp summary.
  expect(await screen.findByRole('button', { name: 'Share receipt' })).toBeTruthy();
  expect(
    screen.getByRole('link', { name: 'Send a summary of the transaction on WhatsApp' }),
  ).toBeTruthy();
});
