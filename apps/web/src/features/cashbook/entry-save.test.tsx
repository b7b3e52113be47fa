/**
 * Saving an entry on a weak signal (issue 13): offline it waits and says so, a slow save says
 * so, a failed one keeps what was typed and its Idempotency-Key, and the entry is booked once.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../app/routes';
import { SLOW_SAVE_MS } from '../../components/save-progress';
import { errorBody, type FakeApi } from '../../test/fake-api';
import { deferred, setOnline } from '../../test/network';
import { currentPath, renderRoutes, setupI18n } from '../../test/render';
import { BOOK, entry, startCashbookSession } from './test-fixtures';

let api: FakeApi;
const CREATE = `/apps/cashbook/transactions/create?cashbook=${BOOK.id}&direction=in`;
const SAVED = entry({ amount: 5_000_000 });

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startCashbookSession();
  api.on('GET /v1/entries/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false, totals: [] } },
  });
});
afterEach(() => {
  vi.useRealTimers();
  // The query cache's view of the network outlives the test: leave it online.
  setOnline(true);
});

async function typeEntry(amount: string, description: string) {
  fireEvent.change(await screen.findByLabelText(/^Amount/), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: description } });
}

const amountField = () => screen.getByLabelText(/^Amount/) as HTMLInputElement;

test('offline, the shell says so at once; Save waits, keeps the form, and books once when back online', async () => {
  api.on('POST /v1/entries/', { status: 201, body: { success: true, data: SAVED } });
  const { router } = renderRoutes(routes, CREATE);
  await typeEntry('50000', 'Jual gula');

  setOnline(false);
  expect(await screen.findByText('You are offline')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Not saved yet — waiting for a connection.')).toBeTruthy();
  expect(api.calls('POST /v1/entries/')).toHaveLength(0);
  expect(amountField().value).toBe('50,000');
  expect(currentPath(router)).toBe(CREATE);

  setOnline(true);
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/cashbook/${BOOK.id}`));
  expect(screen.queryByText('You are offline')).toBeNull();
  expect(api.calls('POST /v1/entries/')).toHaveLength(1);
  expect(await screen.findByText('Entry saved: IDR 50,000.')).toBeTruthy();
});

test('a save that takes long says it is still saving, and the tab asks before closing', async () => {
  const answer = deferred<{ status: number; body: unknown }>();
  api.on('POST /v1/entries/', () => answer.promise);
  const { router } = renderRoutes(routes, CREATE);
  await typeEntry('50000', 'Jual gula');

  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls('POST /v1/entries/')).toHaveLength(1));
  expect(screen.queryByText(/Still saving/)).toBeNull();
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  expect(leaving.defaultPrevented).toBe(true);

  vi.advanceTimersByTime(SLOW_SAVE_MS);
  expect(
    await screen.findByText('Still saving… the signal is weak. Keep this page open.'),
  ).toBeTruthy();

  answer.resolve({ status: 201, body: { success: true, data: SAVED } });
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/cashbook/${BOOK.id}`));
  const after = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(after);
  expect(after.defaultPrevented).toBe(false);
});

test('a save cut off keeps what was typed and its key, even after a change, so it is booked once', async () => {
  api.on(
    'POST /v1/entries/',
    () => {
      throw new TypeError('Failed to fetch');
    },
    { status: 201, body: { success: true, data: SAVED } },
  );
  const { router } = renderRoutes(routes, CREATE);
  await typeEntry('50000', 'Jual gula');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(/Not saved: the connection dropped/)).toBeTruthy();
  expect(amountField().value).toBe('50,000');
  // The first attempt may have reached the server; a fix to the text is the same submission.
  fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Jual gula 1 kg' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/apps/cashbook/${BOOK.id}`));

  const [first, second] = api.calls('POST /v1/entries/');
  expect(first?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  expect(second?.body).toMatchObject({ description: 'Jual gula 1 kg' });
});

test('when the earlier attempt had been booked, the form says so and the next save is a new one', async () => {
  api.on(
    'POST /v1/entries/',
    { status: 422, body: errorBody('IDEMPOTENCY_KEY_REUSED', 'Key reused') },
    { status: 201, body: { success: true, data: SAVED } },
  );
  renderRoutes(routes, CREATE);
  await typeEntry('50000', 'Jual gula');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(/Your earlier save had gone through/)).toBeTruthy();
  expect(amountField().value).toBe('50,000');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls('POST /v1/entries/')).toHaveLength(2));
  const [first, second] = api.calls('POST /v1/entries/');
  expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
});

test('a server error on the category chips focuses them; one on a field the form lacks is said by the button', async () => {
  api.on(
    'POST /v1/entries/',
    {
      status: 400,
      body: errorBody('VALIDATION_FAILED', 'Invalid', { category_id: ['Pick another category'] }),
    },
    {
      status: 400,
      body: errorBody('VALIDATION_FAILED', 'Invalid', { source: ['Not an entry source'] }),
    },
  );
  renderRoutes(routes, CREATE);
  await typeEntry('50000', 'Jual gula');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Pick another category')).toBeTruthy();
  const chip = screen.getByRole('checkbox', { name: /Penjualan/ });
  await waitFor(() => expect(document.activeElement).toBe(chip));

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Not saved. Not an entry source')).toBeTruthy();
});
