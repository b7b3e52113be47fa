/**
 * A plan paid by bank transfer (issue 17): the owner chooses the transfer on a phone, sees where
 * to send the money and uploads the slip; platform staff find the business in
 * /admin/subscriptions, read the proof and confirm it with a reason; the owner sees the plan
 * active, and the audit log shows who confirmed it and why.
 */
import { type Browser, expect, type Page } from '@playwright/test';
import { STAFF_EMAIL } from './playwright.config';
import { signIn, signUp } from './support/api';
import { test } from './support/fixtures';
import { DESKTOP, Inspector, PHONE } from './support/inspect';
import { newUser } from './support/users';

test.use({ viewport: PHONE });

/** A 1×1 PNG: a photo of the slip, as far as the server's byte check goes. */
const SLIP = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The platform's superadmin, signed in on a desktop browser of their own. */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const account = await signUp(
    context,
    'staf',
    { ...newUser('staf'), email: STAFF_EMAIL },
    { verified: true },
  );
  // Signed in again, the session carries the platform role the proven address gave.
  await signIn(context, account.user);
  return context.newPage();
}

test('a transfer for Pro yearly, confirmed by staff, activates the plan', async ({
  page,
  browser,
  account,
}) => {
  const look = new Inspector(page, 'transfer');
  await page.goto('/apps/settings/subscription');
  const pro = page.getByTestId('plan').filter({ has: page.getByRole('heading', { name: 'Pro' }) });
  await pro.getByRole('button', { name: 'Transfer bank' }).click();
  await page.getByRole('menuitem', { name: /^Tahunan · Rp\s490\.000$/ }).click();
  await expect(page.getByTestId('payment-title')).toHaveText('Menunggu transfer Anda');
  await expect(page).toHaveURL(/\/payment\/status\//);
  const instructions = page.getByTestId('transfer-instructions');
  await expect(instructions).toContainText('0123456789');
  await expect(instructions).toContainText('PT Usaha Digital Indonesia');
  const reference = (await instructions.getByText(/^USH-/).textContent()) ?? '';
  expect(reference).toMatch(/^USH-[A-Z2-9]{10}$/);
  await look.look('instructions');
  await page.emulateMedia({ colorScheme: 'dark' });
  await look.look('instructions');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.locator('input[type="file"]').setInputFiles({
    name: 'bukti-transfer.png',
    mimeType: 'image/png',
    buffer: SLIP,
  });
  await expect(page.getByTestId('payment-title')).toHaveText('Bukti sedang diperiksa');

  const staff = await staffPage(browser);
  const admin = new Inspector(staff, 'admin');
  await staff.goto('/admin/subscriptions');
  await staff.getByRole('searchbox', { name: 'Cari' }).fill(account.user.email);
  const row = staff.getByTestId('admin-subscription').filter({ hasText: account.user.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1 transfer menunggu');
  await admin.look('subscriptions');
  await row.click();
  const drawer = staff.getByRole('dialog');
  const payment = drawer.getByTestId('admin-payment').filter({ hasText: reference });
  await expect(payment).toContainText('Bukti dikirim');
  await admin.look('subscription-detail', { within: '[role="dialog"]' });
  await payment.getByRole('button', { name: 'Konfirmasi' }).click();
  const confirm = staff.getByRole('dialog', { name: `Konfirmasi transfer ${reference}` });
  await confirm.getByRole('textbox', { name: /Alasan/ }).fill('Masuk di mutasi BCA hari ini');
  await confirm.getByRole('button', { name: 'Konfirmasi' }).click();
  await expect(staff.getByText('Pembayaran dikonfirmasi: paket sudah aktif.')).toBeVisible();
  const line = drawer.getByTestId('audit-line').first();
  await expect(line).toContainText('Transfer dikonfirmasi');
  await expect(line).toContainText(`oleh ${STAFF_EMAIL}`);
  await expect(line).toContainText('Masuk di mutasi BCA hari ini');
  await staff.emulateMedia({ colorScheme: 'dark' });
  await admin.look('subscription-detail', { within: '[role="dialog"]' });
  await staff.emulateMedia({ colorScheme: 'light' });

  // The rest of the admin area, through its own navigation.
  const nav = staff.getByRole('navigation', { name: 'Navigasi admin' });
  await staff.keyboard.press('Escape');
  await nav.getByRole('link', { name: 'Log audit' }).click();
  await expect(staff.getByTestId('audit-line').first()).toContainText('Masuk di mutasi BCA');
  await admin.look('audit');
  await nav.getByRole('link', { name: 'Paket' }).click();
  await expect(staff.getByTestId('plan-editor')).toHaveCount(3);
  await admin.look('plans');
  await nav.getByRole('link', { name: 'Staf' }).click();
  await expect(staff.getByTestId('staff-member').filter({ hasText: STAFF_EMAIL })).toContainText(
    'Superadmin',
  );
  await admin.look('staff');
  await staff.setViewportSize(PHONE);
  await nav.getByRole('link', { name: 'Langganan' }).click();
  await expect(staff.getByTestId('admin-subscription').first()).toBeVisible();
  await admin.look('subscriptions');
  await staff.context().close();

  // The owner's page asks again by itself; a reload shows it at once.
  await page.reload();
  await expect(page.getByTestId('payment-title')).toHaveText('Pembayaran diterima');
  await page.getByRole('link', { name: 'Lihat langganan' }).click();
  await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(page.getByText('Paket Pro')).toBeVisible();
  expect([...look.problems, ...admin.problems]).toEqual([]);
});
