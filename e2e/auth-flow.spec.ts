/**
 * Registration, login, sessions and passwords through the pages. Only the tests about signing up
 * fill the sign-up form; the others register their user through the API and start logged out.
 */
import type { APIRequestContext } from '@playwright/test';
import { AppShell, LoginPage, RegisterPage } from './pages/auth-pages';
import { registerAccount } from './support/api';
import { expect, test } from './support/fixtures';
import { waitForResetLink } from './support/mail';
import { newUser, type User } from './support/users';

/** A user who exists but is signed in nowhere: the API's cookies stay out of the browser. */
async function existingUser(request: APIRequestContext, prefix: string): Promise<User> {
  return (await registerAccount(request, newUser(prefix))).user;
}

const storageKeys = (
  page: import('@playwright/test').Page,
  area: 'localStorage' | 'sessionStorage',
) =>
  page.evaluate((name) => {
    const storage = window[name as 'localStorage'];
    return { token: storage.getItem('auth-token'), user: storage.getItem('user-data') };
  }, area);

test('a new user registers, lands on the dashboard and logs out', async ({ page }) => {
  const user = newUser('daftar');
  const register = new RegisterPage(page);
  await register.open();
  await register.register(user);
  const shell = new AppShell(page);
  await shell.expectDashboard(user);
  await shell.logout(user);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard/);

  // No username was asked: the email logs in, and so does the username proposed from it.
  const login = new LoginPage(page);
  await login.login(user.email, user.password);
  await shell.expectDashboard(user);
  const profile = await page.request.get('/api/v1/auth/profile/', {
    headers: { Authorization: `Bearer ${(await storageKeys(page, 'sessionStorage')).token}` },
  });
  expect((await profile.json()).user.username).toBe(user.username);
});

test('the sign-up form fits one phone screen, without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await new RegisterPage(page).open();
  for (const control of [
    page.getByLabel('Nama lengkap'),
    page.getByRole('textbox', { name: 'Kata sandi', exact: true }),
    page.getByRole('button', { name: 'Daftar', exact: true }),
    page.getByRole('link', { name: 'Masuk', exact: true }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(667);
});

test('remember me keeps the session in local storage across reloads', async ({
  page,
  browser,
  request,
}) => {
  const user = await existingUser(request, 'ingat');

  const login = new LoginPage(page);
  await login.open();
  await login.login(user.username, user.password, { remember: true });
  await new AppShell(page).expectDashboard(user);
  const local = await storageKeys(page, 'localStorage');
  expect(local.token).toBeTruthy();
  expect(JSON.parse(local.user ?? '{}')).toMatchObject({ username: user.username });
  expect((await storageKeys(page, 'sessionStorage')).token).toBeNull();
  const cookies = await page.context().cookies();
  const authCookie = cookies.find((cookie) => cookie.name === 'auth-token');
  expect(authCookie?.secure).toBe(true);
  expect(authCookie?.sameSite).toBe('Strict');
  const days = ((authCookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  await page.reload();
  await new AppShell(page).expectDashboard(user);

  // A second browser context on the same profile data would share local storage; a fresh one
  // has none and must log in.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/auth\/login/);
  await fresh.close();
});

test('without remember me the session lives in session storage only', async ({
  page,
  browser,
  request,
}) => {
  const user = await existingUser(request, 'sesi');

  const login = new LoginPage(page);
  await login.open();
  await login.login(user.email, user.password);
  await new AppShell(page).expectDashboard(user);
  expect((await storageKeys(page, 'sessionStorage')).token).toBeTruthy();
  expect((await storageKeys(page, 'localStorage')).token).toBeNull();
  await page.reload();
  await new AppShell(page).expectDashboard(user);

  const state = await page.context().storageState();
  const nextBrowserSession = await browser.newContext({
    // What survives closing the browser: persistent cookies and local storage, not session ones.
    storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires > 0) },
  });
  const later = await nextBrowserSession.newPage();
  await later.goto('/dashboard');
  await expect(later).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard/);
  await nextBrowserSession.close();
});

test('guards send a visitor to login and back, and a logged-in user away from login', async ({
  page,
  request,
}) => {
  const user = await existingUser(request, 'jaga');

  await page.goto('/apps/settings/profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fapps%2Fsettings%2Fprofile/);
  await new LoginPage(page).login(user.username, user.password);
  await expect(page).toHaveURL(/\/apps\/settings\/profile$/);

  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/auth/register');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password shows the server’s message', async ({ page, request }) => {
  const user = await existingUser(request, 'salah');
  const login = new LoginPage(page);
  await login.open();
  await login.login(user.username, 'bukan-kata-sandinya');
  // The server speaks the page's language (Accept-Language): Indonesian here.
  await expect(page.getByText('Nama pengguna atau kata sandi salah.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('forgot and reset password through the mail', async ({ page, request }) => {
  const user = await existingUser(request, 'lupa');

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The address changes before the new page is drawn (the router renders in a transition): on a
  // slow machine the login page, whose "Nama pengguna atau email" also matches "Email", is still
  // there. The heading says the form is this page's.
  await expect(page.getByRole('heading', { name: 'Lupa kata sandi' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByText('Periksa email Anda')).toBeVisible();

  const link = await waitForResetLink(user.email);
  await page.goto(link);
  await page
    .getByRole('textbox', { name: 'Kata sandi baru', exact: true })
    .fill('Sandi-Baru-Toko-77');
  await page.getByLabel('Ulangi kata sandi baru').fill('Sandi-Baru-Toko-77');
  await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
  await expect(page.getByText('Kata sandi sudah diganti')).toBeVisible();

  const login = new LoginPage(page);
  await login.open();
  await login.login(user.username, 'Sandi-Baru-Toko-77');
  await new AppShell(page).expectDashboard(user);
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/tidak-ada/di-sini');
  await expect(page.getByText('Page Not Found: /tidak-ada/di-sini')).toBeVisible();
});

test('the same flow works in English, and the choice of language sticks', async ({ page }) => {
  const user = newUser('english');
  await page.goto('/auth/register');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('Business name').fill(user.businessName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText(`Welcome, ${user.fullName}`)).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Welcome, ${user.fullName}`)).toBeVisible();
  await page.getByRole('button', { name: `Account menu for ${user.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Usaha' })).toBeVisible();
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password-here');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
});
