/**
 * The server as a shop runs it, opened from another device by its address on the network: the
 * app must call the API at that address, not at localhost (which, on a phone, is the phone).
 * 127.0.0.2 stands for the PC's Wi-Fi address: another origin than BASE_URL, on this machine.
 */

import { AppShell, RegisterPage } from './pages/auth-pages';
import { CashbookBookPage, CashbookFormPage } from './pages/cashbook-pages';
import { PORT } from './playwright.config';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { newUser } from './support/users';

const LAN_URL = `http://127.0.0.2:${PORT}`;

test.use({ baseURL: LAN_URL });

test(`the app opened at http://127.0.0.2:${PORT} registers and records an entry`, async ({
  page,
}) => {
  const problems = watchConsole(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const config = page.waitForResponse((response) => response.url().endsWith('/api/config/'));

  const user = newUser('lan');
  const register = new RegisterPage(page);
  await register.open();
  expect(await (await config).json()).toMatchObject({
    backend_api_url: '/api',
    frontend_apps_url: LAN_URL,
  });
  await register.register(user);
  await new AppShell(page).expectDashboard(user);

  const form = new CashbookFormPage(page);
  await form.openNew();
  await form.create({ name: 'Kas Toko', kind: 'Tunai' });
  const book = new CashbookBookPage(page);
  await book.record('Uang masuk', {
    amount: '150000',
    category: 'Penjualan',
    description: 'Jual beras 2 karung',
  });
  await book.expectBalance(150_000);
  await expect(book.entryRows()).toHaveCount(1);

  const api = requested.filter((url) => new URL(url).pathname.startsWith('/api/'));
  expect(api.map((url) => new URL(url).pathname)).toEqual(
    expect.arrayContaining(['/api/v1/auth/register/', '/api/v1/cashbooks/', '/api/v1/entries/']),
  );
  expect(api.filter((url) => new URL(url).origin !== LAN_URL)).toEqual([]);
  expect(requested.filter((url) => /\/\/(localhost|127\.0\.0\.1)[:/]/.test(url))).toEqual([]);
  expect(problems).toEqual([]);
});
