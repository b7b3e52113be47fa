/**
 * A shop owner pays for Pro yearly through the sandbox provider: the checkout page, "pay", and back in
 * the app the payment and the plan as the database has them (issue 17).
 */
import { expect, test } from './support/fixtures';
import { Inspector, PHONE } from './support/inspect';

test.use({ viewport: PHONE });

test('an owner pays for Pro yearly in the sandbox and the plan is active at once', async ({
  page,
  account: _account,
}) => {
  const look = new Inspector(page, 'billing');
  await page.goto('/apps/settings/subscription');
  await expect(page.getByTestId('subscription-status')).toContainText('Uji coba Pro tersisa');
  await look.look('subscription-trial');

  const pro = page.getByTestId('plan').filter({ has: page.getByRole('heading', { name: 'Pro' }) });
  await pro.getByRole('button', { name: 'Bayar tahunan' }).click();
  await expect(page.getByRole('heading', { name: 'Pembayaran uji coba' })).toBeVisible();
  await expect(page.getByText('Paket Pro, tahunan')).toBeVisible();
  await look.look('sandbox-checkout');
  await page.emulateMedia({ colorScheme: 'dark' });
  await look.look('sandbox-checkout');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: /^Bayar Rp\s490\.000$/ }).click();
  await expect(page.getByTestId('payment-title')).toHaveText('Pembayaran diterima');
  await expect(page).toHaveURL(/\/payment\/success\?payment=/);
  await look.look('payment-success');
  await page.emulateMedia({ colorScheme: 'dark' });
  await look.look('payment-success');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('link', { name: 'Lihat langganan' }).click();
  await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toContainText('Berlaku sampai');
  await expect(page.getByRole('button', { name: 'Hentikan perpanjangan' })).toBeVisible();
  await look.look('subscription-active');
  expect(look.problems).toEqual([]);
});
