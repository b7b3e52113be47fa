/**
 * The profit-and-loss and categories tabs of the reports page with books that have figures: at
 * phone width and on the desktop, light and dark, axe-clean, no sideways overflow on a phone,
 * their charts drawn; screenshots for people to look at.
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
    test.describe(`reports at ${size.name} width in ${scheme} mode`, () => {
      test.use({ viewport: size.viewport, colorScheme: scheme });
      test('profit and loss and categories with figures', async ({ page, account }) => {
        test.slow();
        const problems = watchConsole(page);
        const inspector = new Inspector(page, 'reports');
        const { api } = account;
        const book = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });
        const date = today();
        const entries: [string, 'in' | 'out', number][] = [
          ['Penjualan', 'in', 2_750_000_00],
          ['Jasa', 'in', 400_000_00],
          ['Sewa', 'out', 1_500_000_00],
          ['Gaji', 'out', 900_000_00],
        ];
        for (const [name, direction, amount] of entries) {
          const category_id = await api.categoryId(name);
          await api.createEntry({ cashbook_id: book.id, direction, amount, category_id, date });
        }
        await api.createEntry({ cashbook_id: book.id, direction: 'out', amount: 25_000_00, date });

        await page.goto('/apps/reports?report=profit-loss&period=this_year&compare=previous');
        const section = page.getByTestId('profit-loss-IDR');
        await expect(section.getByRole('table')).toContainText('Penjualan');
        await expect(section.locator('.recharts-surface').first()).toBeVisible();
        await inspector.look('profit-loss');

        await page.goto('/apps/reports?report=categories&period=this_year');
        const categories = page.getByTestId('categories-IDR');
        await expect(categories.getByRole('table')).toContainText('Sewa');
        await expect(categories.locator('.recharts-surface').first()).toBeVisible();
        await inspector.look('categories');

        expect(inspector.problems).toEqual([]);
        expect(problems).toEqual([]);
      });
    });
  }
}
