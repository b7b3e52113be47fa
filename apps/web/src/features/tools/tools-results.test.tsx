import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import type { FakeApi } from '../../test/fake-api';
import { renderRoutes, setupI18n } from '../../test/render';
import { startSession } from '../../test/session';
import { figure, type } from './tools-test-kit';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  api = await startSession(['note.view', 'note.manage']);
});

test('PPN: 12% on DPP nilai lain 11/12 of Rp 1.000.000, then the same amount inclusive', async () => {
  renderRoutes(routes, '/apps/tools?calc=ppn');
  await screen.findByLabelText('Amount');
  type('Amount', '1000000');
  await waitFor(() => expect(figure('Tax base (DPP)')).toBe('IDR 916,666.67'));
  expect(figure('VAT (PPN)')).toBe('IDR 110,000');
  expect(figure('Total with VAT')).toBe('IDR 1,110,000');

  fireEvent.click(screen.getByText('With VAT'));
  await waitFor(() => expect(figure('Price before VAT')).toBe('IDR 900,900.90'));
  expect(figure('VAT (PPN)')).toBe('IDR 99,099.10');
  expect(figure('Total with VAT')).toBe('IDR 1,000,000');
});

test('discounts: 20% + 10% on Rp 100.000 is Rp 72.000, 28% off', async () => {
  renderRoutes(routes, '/apps/tools?calc=discounts');
  await screen.findByLabelText('Selling price');
  type('Selling price', '100000');
  type('Discount 1', '20');
  fireEvent.click(screen.getByRole('button', { name: 'Add a discount' }));
  type('Discount 2', '10');
  await waitFor(() => expect(figure('Final price')).toBe('IDR 72,000'));
  expect(figure('You save')).toBe('IDR 28,000');
  expect(figure('Overall discount')).toBe('28%');
  type('Discount 2', 'abc');
  expect(await screen.findByText('Enter a percentage from 0 to 100.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Remove discount 2' }));
  await waitFor(() => expect(figure('Final price')).toBe('IDR 80,000'));
});

test('a result is saved as a note with its inputs and results, then linked', async () => {
  api.on('POST /v1/notes/', (request) => ({
    status: 201,
    body: {
      success: true,
      data: {
        id: '0b6f6a52-5a4e-4d0e-9a55-000000000009',
        ...(request.body as object),
        color: 'default',
        pinned: false,
        tags: [],
        visibility: 'private',
        author_id: null,
        author_name: null,
        version: 1,
        created_at: '2026-11-26T01:00:00.000Z',
        updated_at: '2026-11-26T01:00:00.000Z',
      },
    },
  }));
  renderRoutes(routes, '/apps/tools?calc=margin');
  await screen.findByLabelText('Cost');
  type('Cost', '8000');
  type('Selling price', '10000');
  fireEvent.click(await screen.findByRole('button', { name: 'Save as note' }));

  const link = await screen.findByRole('link', { name: 'Open the note' });
  expect(link.getAttribute('href')).toBe('/apps/notes/form/0b6f6a52-5a4e-4d0e-9a55-000000000009');
  const [saved] = api.calls('POST /v1/notes/');
  const body = saved?.body as { title: string; body: string };
  expect(body.title).toBe('Margin & markup');
  const text = body.body.replace(/\s/g, ' ');
  expect(text).toContain('## Inputs');
  expect(text).toContain('- **Cost**: IDR 8,000');
  expect(text).toContain('- **Selling price**: IDR 10,000');
  expect(text).toContain('## Results');
  expect(text).toContain('- **Margin**: 20%');
  expect(text).toContain('- **Markup**: 25%');

  // Other figures are not the saved note's: its notice goes, the button is back.
  type('Cost', '9000');
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Open the note' })).toBeNull());
  expect(screen.getByRole('button', { name: 'Save as note' })).toBeTruthy();
});

test('without note.manage there is no save button, the result still shows', async () => {
  await startSession([]);
  renderRoutes(routes, '/apps/tools?calc=margin');
  await screen.findByLabelText('Cost');
  type('Cost', '8000');
  type('Selling price', '10000');
  await waitFor(() => expect(figure('Margin')).toBe('20%'));
  expect(screen.queryByRole('button', { name: 'Save as note' })).toBeNull();
});
