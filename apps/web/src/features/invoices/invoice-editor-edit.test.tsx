import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { errorBody } from '../../test/fake-api';
import { currentPath, renderRoutes } from '../../test/render';
import { invoice } from './invoice-editor-fixtures';
import { field, sessionPerTest, type } from './invoice-editor-test-session';

const SAVED = invoice();

const api = sessionPerTest();

test('an edit sends its version; a clashing number is marked and focused', async () => {
  api().on(`GET /v1/invoices/${SAVED.id}/`, { body: { success: true, data: SAVED } });
  api().on(`PUT /v1/invoices/${SAVED.id}/`, {
    status: 409,
    body: errorBody('CONFLICT', 'Invoice number INV/2026/0001 is already used', {
      number: ['Invoice number INV/2026/0001 is already used'],
    }),
  });
  renderRoutes(routes, `/apps/invoice/edit/${SAVED.id}`);
  expect(await screen.findByRole('heading', { name: 'Edit invoice INV/2026/0007' })).toBeTruthy();
  expect(field(/^Quantity/).value).toBe('50');
  type(field(/^Invoice number/), 'INV/2026/0001');
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

  await waitFor(() => expect(document.activeElement).toBe(field(/^Invoice number/)));
  expect(screen.getByText('Invoice number INV/2026/0001 is already used')).toBeTruthy();
  expect(api().calls(`PUT /v1/invoices/${SAVED.id}/`)[0]?.body).toMatchObject({
    version: 4,
    number: 'INV/2026/0001',
    contact_id: SAVED.contact_id,
    lines: [{ description: 'Katering 50 kotak', quantity: 50_000, unit_price: 25_000_00 }],
  });
});

test('a stale version asks to reload, and the reloaded invoice starts the form afresh', async () => {
  const newer = invoice({ version: 5, notes: 'Diubah kasir' });
  api().on(
    `GET /v1/invoices/${SAVED.id}/`,
    { body: { success: true, data: SAVED } },
    {
      body: { success: true, data: newer },
    },
  );
  api().on(`PUT /v1/invoices/${SAVED.id}/`, {
    status: 409,
    body: errorBody('VERSION_CONFLICT', 'The invoice was changed'),
  });
  renderRoutes(routes, `/apps/invoice/form/${SAVED.id}`);
  await screen.findByRole('heading', { name: 'Edit invoice INV/2026/0007' });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  const alert = await screen.findByText(/Someone else just changed this invoice/);
  fireEvent.click(
    within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' }),
  );
  await waitFor(() =>
    expect((screen.getByLabelText(/^Notes/) as HTMLTextAreaElement).value).toBe('Diubah kasir'),
  );
});

test('a sent invoice is corrected with "save changes" only: it is not sent again', async () => {
  const sent = invoice({ status: 'sent' });
  api().on(`GET /v1/invoices/${sent.id}/`, { body: { success: true, data: sent } });
  api().on(`PUT /v1/invoices/${sent.id}/`, {
    body: { success: true, data: { ...sent, version: 5 } },
  });
  const { router } = renderRoutes(routes, `/apps/invoice/edit/${sent.id}`);
  await screen.findByRole('heading', { name: 'Edit invoice INV/2026/0007' });
  expect(screen.queryByRole('button', { name: 'Save and send' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/invoice/${sent.id}`));
  expect(api().calls(`POST /v1/invoices/${sent.id}/send/`)).toHaveLength(0);
});
