/**
 * A shop's first day, on a phone on the shop's Wi-Fi (issue 31): the app opened by a name on the
 * local network over plain http, which Chromium treats as a non-secure origin (a 127.x address
 * would not be: loopback counts as secure, and Secure cookies live there). Register, verify, log
 * in, reload, the first book and entry, a customer with a phone and a product made inline, an
 * invoice sent by WhatsApp with its link on the shop's address and how to pay, paid, and profit
 * and loss without the PPN.
 */
import { AppShell, LoginPage, RegisterPage } from './pages/auth-pages';
import { rupiah } from './pages/cashbook-pages';
import { PORT } from './playwright.config';
import { HEADLESS_CHROMIUM } from './support/chromium';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { Inspector, PHONE, PHONE_DARK, PHONE_LIGHT } from './support/inspect';
import { waitForMailLink } from './support/mail';
import { newUser } from './support/users';

const SHOP = `http://toko.test:${PORT}`;

test.use({
  baseURL: SHOP,
  viewport: PHONE,
  launchOptions: {
    ...HEADLESS_CHROMIUM,
    args: [...HEADLESS_CHROMIUM.args, '--host-resolver-rules=MAP toko.test 127.0.0.1'],
  },
});

test('the first day on a phone at http://toko.test: sign-up to an invoice paid, P&L without PPN', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const look = new Inspector(page, 'first-day');
  const user = newUser('hari');
  const shell = new AppShell(page);

  // Register: the cookies that a Secure flag would have had dropped here are kept.
  const register = new RegisterPage(page);
  await register.open();
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await register.register(user);
  await shell.expectDashboard(user);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'refresh_token')).toMatchObject({
    httpOnly: true,
    secure: false,
    sameSite: 'Strict',
  });
  expect(cookies.find((cookie) => cookie.name === 'auth-token')).toMatchObject({ secure: false });

  // Verify. The sign-up's mail never takes its link from the Host a request names (a stranger
  // could name any site); signed in, "Kirim ulang" mails one on the address the owner uses.
  const first = await waitForMailLink(user.email, '/auth/verify-email');
  expect(first.startsWith(SHOP)).toBe(false);
  await page.getByRole('button', { name: 'Kirim ulang' }).click();
  const link = await waitForMailLink(user.email, '/auth/verify-email', SHOP);
  await page.goto(link);
  await expect(page.getByText('Email terverifikasi')).toBeVisible();

  // Log out, in again with "remember me", and a reload keeps the session.
  await page.getByRole('link', { name: 'Buka aplikasi' }).click();
  await shell.logout(user);
  const login = new LoginPage(page);
  await login.login(user.username, user.password, { remember: true });
  await shell.expectDashboard(user);
  await page.reload();
  await shell.expectDashboard(user);

  // The first book, made from the money-in form, which comes back with it chosen.
  await page.getByRole('link', { name: 'Uang masuk' }).first().click();
  await expect(page.getByRole('heading', { name: 'Buat buku kas dulu' })).toBeVisible();
  await page.getByRole('link', { name: 'Buat buku kas' }).click();
  await page.getByLabel('Nama buku').fill('Kas Laci');
  await page.getByText('Tunai', { exact: true }).click();
  await page.getByRole('button', { name: 'Buat buku kas' }).click();
  await expect(page.getByRole('heading', { name: 'Catat uang masuk/keluar' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Buku kas/ })).toHaveValue(/Kas Laci/);
  await page.getByLabel('Jumlah').fill('250000');
  await page.getByTestId('category-chip').filter({ hasText: 'Penjualan' }).click();
  await page.getByLabel('Keterangan').fill('Jualan pagi');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByTestId('notice')).toContainText('Catatan tersimpan');

  // An invoice for a new customer with a phone and a new product, both made on the invoice.
  await page.goto('/apps/invoice/create');
  await expect(page.getByRole('heading', { name: 'Faktur baru', level: 1 })).toBeVisible();
  const customer = page.getByRole('combobox', { name: /^Pelanggan/ });
  await customer.fill('Pak Joko Catering');
  await page.getByRole('option', { name: 'Tambah pelanggan baru “Pak Joko Catering”' }).click();
  const newCustomer = page.getByRole('dialog', { name: 'Pelanggan baru' });
  await newCustomer.getByLabel(/^Nomor WhatsApp/).fill('0812-3456-7890');
  await newCustomer.getByRole('button', { name: 'Simpan pelanggan' }).click();
  await expect(customer).toHaveValue('Pak Joko Catering · 0812-3456-7890');

  // The line is taxed (PPN 11%), and the product made from it keeps the rate.
  await page.getByRole('combobox', { name: 'Pajak' }).first().click();
  await page.getByRole('option', { name: /PPN 11%|Pajak 11%/ }).click();
  await page.getByRole('combobox', { name: 'Produk (pilihan)' }).first().fill('Nasi kotak ayam');
  await page.getByRole('option', { name: 'Tambah produk baru “Nasi kotak ayam”' }).click();
  const newProduct = page.getByRole('dialog', { name: 'Produk baru' });
  await newProduct.getByLabel(/^Harga jual/).fill('25000');
  await newProduct.getByRole('button', { name: 'Simpan produk' }).click();
  await expect(newProduct).toBeHidden();
  await expect(page.getByLabel(/^Keterangan/).first()).toHaveValue('Nasi kotak ayam');
  await page
    .getByLabel(/^Jumlah/)
    .first()
    .fill('40');
  // Rp 1.000.000 and PPN 11% on it.
  await expect(page.getByTestId('sticky-total')).toContainText('Rp 1.110.000');
  await page.getByRole('button', { name: 'Simpan dan kirim' }).click();
  await expect(page.getByRole('heading', { name: /^INV\/\d{4}\/0001$/, level: 1 })).toBeVisible();

  // Sent by WhatsApp: the business says how to be paid, and the link is on the shop's address.
  await page.getByRole('button', { name: 'WhatsApp' }).first().click();
  const whatsapp = page.getByRole('dialog', { name: 'Kirim lewat WhatsApp' });
  await whatsapp.getByLabel('Bank').fill('BCA');
  await whatsapp.getByLabel('Nomor rekening').fill('1234567890');
  await whatsapp.getByLabel('Atas nama').fill('Sri Wahyuni');
  await whatsapp.getByRole('button', { name: 'Simpan rekening' }).click();
  const message = whatsapp.getByTestId('whatsapp-message');
  await expect(message).toContainText('Rp 1.110.000');
  await expect(message).toContainText('BCA 1234567890 a.n. Sri Wahyuni');
  await expect(message).toContainText(`${SHOP}/portal?token=`);
  await expect(whatsapp.getByTestId('local-link-notice')).toHaveCount(0);
  await look.lookAs('whatsapp', [PHONE_LIGHT, PHONE_DARK], {
    within: '[role="dialog"]',
    fullPage: false,
  });
  const open = whatsapp.getByRole('link', { name: 'Buka WhatsApp' });
  expect(await open.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
  await page.keyboard.press('Escape');

  // Paid in full into the till.
  await page.getByRole('button', { name: 'Catat pembayaran' }).click();
  const payment = page.getByRole('dialog');
  await payment.getByRole('button', { name: 'Catat pembayaran' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByTestId('invoice-sheet').locator('[data-status]')).toHaveText('Lunas');

  // Profit and loss: the sale before tax is income, the PPN collected is not.
  // Income: the morning's sales and the invoice before its tax, both in "Penjualan".
  await page.goto('/apps/reports');
  const report = page.getByTestId('profit-loss-IDR');
  const total = (key: string) =>
    report.getByTestId(`report-total-${key}`).locator('.mantine-Text-root').last();
  await expect(total('totalIncome')).toHaveText(rupiah(1_250_000));
  await expect(total('taxCollected')).toHaveText(rupiah(110_000));
  await expect(report.getByRole('row', { name: /^Penjualan/ }).first()).toContainText('1.250.000');
  await look.lookAs('profit-loss', [PHONE_LIGHT, PHONE_DARK]);
  expect(look.problems).toEqual([]);
  expect(problems).toEqual([]);
});
