import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { routes } from '../../app/routes';
import { newEntryPath } from '../../lib/entry-presets';
import { renderRoutes, setupI18n } from '../../test/render';
import { BOOK, startCashbookSession } from './test-fixtures';

beforeAll(setupI18n);
beforeEach(async () => {
  await startCashbookSession();
});

test('the new-entry page starts from the amount, description and direction in its address', async () => {
  const path = newEntryPath({
    cashbookId: BOOK.id,
    direction: 'out',
    amount: 250_000_00,
    description: 'PPh Final 0,5% Oktober 2026',
  });
  renderRoutes(routes, path);
  const amount = (await screen.findByLabelText(/^Amount/)) as HTMLInputElement;
  expect(amount.value).toBe('250,000');
  expect((screen.getByLabelText(/^Description/) as HTMLInputElement).value).toBe(
    'PPh Final 0,5% Oktober 2026',
  );
  // Money out: only the expense categories are offered.
  expect(screen.queryByRole('checkbox', { name: /Penjualan/ })).toBeNull();
  expect(screen.getByRole('checkbox', { name: /Listrik & air/ })).toBeTruthy();
});
