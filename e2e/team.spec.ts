/**
 * A business with staff (issue 5): the owner invites a cashier by mail, the cashier joins through
 * the link and sees only a cashier's pages (the API refuses the rest with 403); the owner makes
 * them a manager and the cashier's open tab follows at once, with a live notification; the
 * privacy export's ZIP holds what the pages show. Screenshots at phone width along the way.
 */
import type { Page } from '@playwright/test';
import unzipper from 'unzipper';
import { Api, signIn, signUp } from './support/api';
import { expect, test } from './support/fixtures';
import { Inspector, PHONE } from './support/inspect';
import { waitForMailLink } from './support/mail';
import { trackRequests } from './support/settle';

/**
 * Script errors and failed requests of a page (the 403s the test asks for on purpose go through
 * the API helper, not the page); the browser's own "Failed to load resource" line repeats a
 * response.
 */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    const line = `${response.request().method()} ${new URL(response.url()).pathname}`;
    if (response.status() >= 400) {
      problems.push(`${line} → ${response.status()}`);
    }
  });
  return problems;
}

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: `Notifikasi, ${unread} belum dibaca`, exact: true });

test('the owner invites a cashier, who sees only a cashier’s pages until the owner makes them a manager', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const { user: ownerUser } = await signUp(ownerContext, 'pemilik');
  const owner = await ownerContext.newPage();
  trackRequests(owner);
  const ownerProblems = watchErrors(owner);

  // Invitations wait for a verified address: the owner opens the link their sign-up mailed.
  await owner.goto(await waitForMailLink(ownerUser.email, '/auth/verify-email'));
  await expect(owner.getByText('Email terverifikasi')).toBeVisible();
  await owner.getByRole('link', { name: 'Buka aplikasi' }).click();
  await expect(owner).toHaveURL(/\/dashboard$/);
  await expect(owner.getByRole('region', { name: 'Verifikasi email' })).toHaveCount(0);

  // The invitation: a cashier by default, valid for seven days, listed as pending.
  const email = `kasir.${ownerUser.email}`;
  await owner.goto('/apps/settings/users');
  await owner.getByLabel('Alamat email').fill(email);
  await expect(owner.getByRole('combobox', { name: 'Peran', exact: true })).toHaveValue('Kasir');
  await owner.getByRole('button', { name: 'Kirim undangan' }).click();
  // The link is mailed, and shown once to share by WhatsApp or copy: the same link.
  const share = owner.getByRole('region', { name: 'Undangan terkirim' });
  await expect(share.getByText(`Tautan undangan sudah dikirim ke ${email}.`)).toBeVisible();
  await expect(owner.getByRole('button', { name: `Batalkan undangan ke ${email}` })).toBeVisible();
  const link = await waitForMailLink(email, '/auth/invitation');
  await expect(share.getByLabel('Tautan undangan')).toHaveValue(link);
  await expect(share.getByRole('link', { name: 'Kirim lewat WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );

  // The cashier has no account yet: the link registers them into the business.
  const cashier = await (await browser.newContext()).newPage();
  trackRequests(cashier);
  const cashierProblems = watchErrors(cashier);
  await cashier.goto(link);
  await expect(
    cashier.getByText(
      `${ownerUser.fullName} mengundang Anda bergabung dengan ${ownerUser.businessName} sebagai Kasir.`,
    ),
  ).toBeVisible();
  const cashierName = 'Dewi Lestari';
  await cashier.getByLabel('Nama lengkap').fill(cashierName);
  await cashier.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill('Kasir-Warung-2026');
  await cashier.getByRole('button', { name: 'Buat akun dan bergabung' }).click();
  await expect(cashier).toHaveURL(/\/dashboard$/);
  await expect(cashier.getByText(`Selamat datang, ${cashierName}`)).toBeVisible();

  // The owner's open tab hears of it live: the bell counts the "joined" notification.
  await expect(bell(owner, 1)).toBeVisible();
  await owner.reload();
  await expect(owner.getByRole('combobox', { name: `Peran ${cashierName}` })).toHaveValue('Kasir');
  await expect(owner.getByText('Tidak ada undangan terbuka.')).toBeVisible();

  // A cashier's launcher: the books and the directory, but no team, activity log or settings
  // of the business; the API refuses those with 403 as well.
  await cashier.goto('/apps');
  const launcher = cashier.getByRole('main');
  for (const area of ['Buku kas', 'Transaksi', 'Kontak', 'Catatan', 'Notifikasi']) {
    await expect(launcher.getByRole('link', { name: new RegExp(`^${area}`) })).toBeVisible();
  }
  await expect(launcher.getByRole('link', { name: /^Aktivitas/ })).toHaveCount(0);
  await expect(launcher.getByRole('link', { name: /^Anggota tim/ })).toHaveCount(0);
  const sideNav = cashier.getByRole('navigation', { name: 'Navigasi aplikasi' });
  await expect(sideNav.getByRole('link', { name: 'Transaksi' })).toBeVisible();
  await expect(sideNav.getByRole('link', { name: 'Aktivitas' })).toHaveCount(0);
  const cashierApi = await Api.of(cashier);
  const refused = {
    activities: (await cashierApi.send('GET', 'activities/')).status,
    team: (await cashierApi.send('GET', 'team/members/')).status,
    invite: (
      await cashierApi.send('POST', 'team/invitations/', { email: 'x@contoh.id', role: 'owner' })
    ).status,
    settings: (await cashierApi.send('PUT', 'settings/application/', { name: 'Bukan' })).status,
  };
  expect(refused).toEqual({ activities: 403, team: 403, invite: 403, settings: 403 });
  const cashierShots = new Inspector(cashier, 'team');
  await cashier.setViewportSize(PHONE);
  await cashierShots.look('cashier-launcher');
  await cashier.setViewportSize({ width: 1280, height: 720 });

  // The owner makes the cashier a manager. Documented (docs/decisions.md): the next request
  // already runs with the new role, and the member's open tabs reload their permissions live.
  await owner.getByRole('combobox', { name: `Peran ${cashierName}` }).click();
  await owner.getByRole('option', { name: 'Manajer' }).click();
  await expect(owner.getByText(`${cashierName} sekarang Manajer.`)).toBeVisible();

  await expect(bell(cashier, 1)).toBeVisible();
  await expect(launcher.getByRole('link', { name: /^Aktivitas/ })).toBeVisible();
  await expect(sideNav.getByRole('link', { name: 'Aktivitas' })).toBeVisible();
  expect((await cashierApi.send('GET', 'activities/')).status).toBe(200);
  const roleText = `Peran Anda di ${ownerUser.businessName} sekarang Manajer.`;
  await expect(cashier.getByTestId('notification-toast').getByText(roleText)).toBeVisible();
  await bell(cashier, 1).click();
  await expect(cashier.getByTestId('notification-item').getByText(roleText)).toBeVisible();

  // The owner's activity log tells the story, and the team page as a phone shows it.
  await owner.setViewportSize(PHONE);
  const ownerShots = new Inspector(owner, 'team');
  await owner.goto('/apps/activities');
  const change = owner.getByRole('button', {
    name: new RegExp(`mengubah anggota tim “${cashierName}”`),
  });
  await ownerShots.look('activities');
  await change.click();
  const detail = owner.getByRole('dialog');
  await expect(detail.getByText('Kasir')).toBeVisible();
  await expect(detail.getByText('Manajer')).toBeVisible();
  await ownerShots.look('activity-detail', { within: '[role="dialog"]' });
  await owner.keyboard.press('Escape');
  await owner.goto('/apps/settings/users');
  await expect(owner.getByRole('combobox', { name: `Peran ${cashierName}` })).toHaveValue(
    'Manajer',
  );
  await ownerShots.look('members');
  await owner.goto('/apps/notifications');
  await expect(owner.getByText(`${cashierName} telah bergabung sebagai Kasir.`)).toBeVisible();
  await ownerShots.look('notifications');

  expect([...cashierShots.problems, ...ownerShots.problems]).toEqual([]);
  expect([...ownerProblems, ...cashierProblems]).toEqual([]);
});

test('someone with a business of their own accepts while logged in and switches between the two', async ({
  browser,
}) => {
  const { user: ownerUser, api: ownerApi } = await signUp(
    await browser.newContext(),
    'toko',
    {},
    { verified: true },
  );
  const guestContext = await browser.newContext();
  const { user: guestUser, api: guestApi } = await signUp(guestContext, 'budi', {
    fullName: 'Budi Santoso',
    businessName: 'Toko Pak Budi',
  });
  // Sending the invitation through the page is the first test's; here it is the setting.
  await ownerApi.invite(guestUser.email, 'accountant');

  const guest = await guestContext.newPage();
  await guest.goto(await waitForMailLink(guestUser.email, '/auth/invitation'));
  await guest.getByRole('button', { name: 'Terima undangan' }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);
  const switcher = (name: string) =>
    guest.getByRole('button', { name: `Ganti usaha, sekarang: ${name}` });
  await expect(switcher(ownerUser.businessName)).toBeVisible();

  // Both memberships, each with its role; switching back brings the other business's books.
  await switcher(ownerUser.businessName).click();
  await expect(guest.getByRole('menuitem', { name: /Toko Pak Budi.*Pemilik/ })).toBeVisible();
  await expect(guest.getByRole('menuitem', { name: /Warung Bu Sri.*Akuntan/ })).toBeVisible();
  await guest.getByRole('menuitem', { name: /Toko Pak Budi/ }).click();
  await expect(switcher(guestUser.businessName)).toBeVisible();
  const profile = await guestApi.send('GET', 'auth/profile/');
  expect(profile.body.user).toMatchObject({
    business: expect.objectContaining({ name: guestUser.businessName }),
    roles: ['owner'],
  });
});

test('a test notification reaches the user’s other browser live', async ({ browser }) => {
  const firstContext = await browser.newContext();
  const { user } = await signUp(firstContext, 'langsung');
  const secondContext = await browser.newContext();
  await signIn(secondContext, user);
  const first = await firstContext.newPage();
  const second = await secondContext.newPage();
  await second.goto('/dashboard');
  await expect(second.getByRole('button', { name: 'Notifikasi', exact: true })).toBeVisible();

  await first.goto('/test-notifications');
  await first.getByRole('button', { name: 'Kirim notifikasi uji ke saya' }).click();
  // No reload in the second browser: the stream brings the count and the toast.
  await expect(bell(second, 1)).toBeVisible();
  await expect(second.getByText('Notifikasi uji').first()).toBeVisible();
});

test('download my data: the ZIP holds the profile, the memberships and the business’s records', async ({
  page,
  account: { user, api },
}) => {
  const book = await api.send('POST', 'cashbooks/', {
    name: 'Kas Laci',
    kind: 'cash',
    opening_balance: 125_000_00,
  });
  expect(book.status).toBe(201);
  const contact = await api.send('POST', 'contacts/', {
    kind: 'customer',
    name: 'Toko Makmur',
    phone: '0812 3456 7890',
  });
  expect(contact.status).toBe(201);

  await page.goto('/apps/settings/privacy');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh data saya' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^usaha-data-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const path = await download.path();
  const zip = await unzipper.Open.file(path);
  const read = async (name: string) => {
    const file = zip.files.find((entry) => entry.path === name);
    if (!file) throw new Error(`${name} is not in the ZIP: ${zip.files.map((f) => f.path)}`);
    return (await file.buffer()).toString('utf8');
  };
  const folder = zip.files.find((entry) => entry.path.endsWith('/business.json'))?.path;
  const prefix = folder?.slice(0, -'business.json'.length) ?? '';

  const profile = JSON.parse(await read('profile.json'));
  expect(profile).toMatchObject({ username: user.username, email: user.email });
  const memberships = JSON.parse(await read('memberships.json'));
  expect(memberships).toEqual([
    expect.objectContaining({ business_name: user.businessName, role: 'owner' }),
  ]);
  const listed = await api.send('GET', 'cashbooks/');
  expect(JSON.parse(await read(`${prefix}cashbooks.json`))).toEqual(listed.body.data);
  const contacts = await read(`${prefix}contacts.csv`);
  expect(contacts).toContain('Toko Makmur');
  expect(contacts).toContain('0812-3456-7890');
  const business = JSON.parse(await read(`${prefix}business.json`));
  expect(business).toMatchObject({ name: user.businessName, your_role: 'owner' });
});
