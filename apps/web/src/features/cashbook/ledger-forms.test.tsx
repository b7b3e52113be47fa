/**
 * The ledger forms check their fields with the shared create/update schemas (lib/validate.ts)
 * before anything is sent, and say what is wrong under each field in the user's language.
 */
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import type { FakeApi } from '../../test/fake-api';
import { setupI18n } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { stubScreen } from '../../test/screen-size';
import { BOOK, startCashbookSession } from './test-fixtures';

let api: FakeApi;

/** The first look at a page waits for its lazy chunk, which a busy machine builds slowly. */
const FIRST_LOAD = { timeout: 15_000 };

beforeAll(setupI18n);
beforeEach(async () => {
  api = await startCashbookSession(['category.manage']);
  stubScreen('wide');
});

test('a new entry without an amount or a date is not sent', async () => {
  renderApp(`/apps/cashbook/transactions/create?cashbook=${BOOK.id}`);
  fireEvent.change(await screen.findByLabelText(/^Date/, {}, FIRST_LOAD), {
    target: { value: '' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter an amount above zero.')).toBeTruthy();
  expect(screen.getByText('Choose a date.')).toBeTruthy();
  expect(api.calls('POST /v1/entries/')).toHaveLength(0);
});

test('a cash book without a name is not sent', async () => {
  renderApp('/apps/cashbook/form/new');
  fireEvent.click(await screen.findByRole('button', { name: 'Create cash book' }, FIRST_LOAD));
  expect(await screen.findByText('Enter a name for the cash book.')).toBeTruthy();
  expect(api.calls('POST /v1/cashbooks/')).toHaveLength(0);
});

test('a transfer without books or an amount is not sent', async () => {
  const other = { ...BOOK, id: '0b6f6a52-5a4e-4d0e-9a55-000000000002', name: 'BCA' };
  api.on('GET /v1/cashbooks/', {
    body: {
      success: true,
      data: [BOOK, other],
      meta: { next_cursor: null, has_more: false, totals: [] },
    },
  });
  api.on('GET /v1/transfers/', {
    body: { success: true, data: [], meta: { next_cursor: null, has_more: false } },
  });
  renderApp('/apps/cashbook/transfers?new=1');
  fireEvent.click(await screen.findByRole('button', { name: 'Save transfer' }, FIRST_LOAD));
  expect(await screen.findByText('Enter an amount above zero.')).toBeTruthy();
  expect(screen.getAllByText('Choose a cash book.').length).toBeGreaterThan(0);
  expect(api.calls('POST /v1/transfers/')).toHaveLength(0);
});

test('a category without a name is not sent', async () => {
  renderApp('/apps/cashbook/categories');
  fireEvent.click(await screen.findByRole('button', { name: 'Add expense category' }, FIRST_LOAD));
  fireEvent.click(await screen.findByRole('button', { name: 'Save category' }));
  expect(await screen.findByText('Enter a name for the category.')).toBeTruthy();
  expect(api.calls('POST /v1/categories/')).toHaveLength(0);
});
