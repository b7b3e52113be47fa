import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { changeLanguage, loadNamespaces } from '../lib/i18n';
import { plain, renderWithProviders, setupI18n } from '../test/render';
import { EntryTotals } from './entry-totals';

beforeAll(async () => {
  await setupI18n();
  await loadNamespaces(['transactions']);
});
beforeEach(() => changeLanguage('en'));

test('money in, money out and the net of the filter; transfers apart', () => {
  renderWithProviders(
    <EntryTotals
      fallbackCurrency="IDR"
      totals={[
        {
          currency: 'IDR',
          in: 5_278_163_27,
          out: 8_003_982_65,
          transfer_in: 1_000_000_00,
          transfer_out: 0,
          count: 12,
        },
      ]}
    />,
  );
  expect(plain(screen.getByTestId('total-in').textContent)).toBe('IDR 5,278,163.27');
  expect(plain(screen.getByTestId('total-out').textContent)).toBe('IDR 8,003,982.65');
  // 5.278.163,27 − 8.003.982,65, to the sen.
  expect(plain(screen.getByTestId('total-net').textContent)).toBe('\u2212IDR 2,725,819.38');
  expect(screen.getByTestId('totals-count').textContent).toBe('12 entries');
  expect(plain(screen.getByTestId('totals-transfers').textContent)).toBe(
    'Transfers between your books (not income or expense): IDR 1,000,000 in · IDR 0 out',
  );
});

test('nothing matched: zeros in the business currency, no transfer line', () => {
  renderWithProviders(<EntryTotals fallbackCurrency="IDR" totals={[]} />);
  expect(plain(screen.getByTestId('total-in').textContent)).toBe('IDR 0');
  expect(screen.getByTestId('totals-count').textContent).toBe('0 entries');
  expect(screen.queryByTestId('totals-transfers')).toBeNull();
});

test('two currencies are never added together', async () => {
  await changeLanguage('id');
  renderWithProviders(
    <EntryTotals
      fallbackCurrency="IDR"
      totals={[
        { currency: 'IDR', in: 150_000_00, out: 0, transfer_in: 0, transfer_out: 0, count: 1 },
        { currency: 'USD', in: 0, out: 1_250, transfer_in: 0, transfer_out: 0, count: 1 },
      ]}
    />,
  );
  const usd = screen.getByTestId('totals-USD');
  expect(within(usd).getByText('Total dalam USD')).toBeTruthy();
  expect(plain(within(usd).getByTestId('total-out').textContent)).toBe('US$12,50');
  expect(plain(within(screen.getByTestId('totals-IDR')).getByTestId('total-in').textContent)).toBe(
    'Rp 150.000',
  );
});
