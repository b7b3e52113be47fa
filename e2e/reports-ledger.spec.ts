/**
 * The cash-flow, general-ledger and trial-balance tabs of the reports page with two books, a
 * transfer with a fee and categorised entries: at phone width and on the desktop, light and dark,
 * axe-clean, no sideways overflow on a phone, the cash-flow chart drawn; screenshots to look at.
 */
import { today } from './support/api';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { DESKTOP, Inspector, PHONE } from './support/inspect';

const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test.describe(`ledger reports at ${size.name} width in ${scheme} mode`, () => {
      test.use({ viewport: size.viewport, colorScheme: scheme });
      test('cash flow, general ledger and trial balance with figures', async ({
        page,
        account,
      }) => {
        test.slow();
        const problems = watchConsole(page);
        const inspector = new Inspector(page, 'reports-ledger');
        const { api } = account;
        const date = today();
        const kas = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });
        const bank = await api.createBook({
          name: 'BCA',
          kind: 'bank',
          opening_balance: 5_000_000_00,
        });
        const sales = await api.categoryId('Penjualan');
        const rent = await api.categoryId('Sewa');
        const fees = await api.categoryId('Biaya bank');
        await api.createEntry({
          cashbook_id: kas.id,
          direction: 'in',
          amount: 2_750_000_00,
          category_id: sales,
          date,
        });
        await api.createEntry({
          cashbook_id: bank.id,
          direction: 'out',
          amount: 1_500_000_00,
          category_id: rent,
          date,
        });
        await api.createTransfer({
          from_cashbook_id: bank.id,
          to_cashbook_id: kas.id,
          amount_sent: 500_000_00,
          fee: 6_500_00,
          fee_category_id: fees,
          date,
        });

        await page.goto('/apps/reports?report=cash-flow&period=this_month&compare=previous');
        const flow = page.getByTestId('cash-flow-IDR');
        await expect(flow.getByRole('table').first()).toContainText('Transfer');
        await expect(flow.locator('.recharts-surface').first()).toBeVisible();
        await inspector.look('cash-flow');

        await page.goto('/apps/reports?report=general-ledger&period=this_month');
        // The first account, the bank's, is shown: its opening balance, the rent and the transfer.
        await expect(page.getByRole('table', { name: /Assets:Bank:BCA/ })).toBeVisible();
        await inspector.look('general-ledger');

        await page.goto(`/apps/reports?report=trial-balance&date=${date}`);
        const trial = page.getByTestId('trial-balance-IDR');
        await expect(trial.getByRole('table')).toContainText('Expenses:Sewa');
        await inspector.look('trial-balance');

        expect(inspector.problems).toEqual([]);
        expect(problems).toEqual([]);
      });
    });
  }
}
