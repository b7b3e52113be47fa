/**
 * /contact arrives as the server's HTML (issue 18): the form takes typing at once, its button
 * waits for the page's own script, which puts the app's form in its place with what was typed.
 */
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { PHONE } from './support/inspect';

test.use({ viewport: PHONE });

test('a visitor types before the page’s script has come, then sends the message', async ({
  page,
}) => {
  const problems = watchConsole(page);
  // The form's script is held back until the visitor has typed, as on a slow signal.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/contact-island-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const send = page.getByRole('button', { name: 'Kirim pesan' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Nama').fill('Siti Rahma');
  await page.getByLabel('Email').fill('siti@contoh.id');
  await page.getByLabel('Pesan').click();
  await page.keyboard.type('Bagaimana menambah buku kas kedua?');

  release();
  await expect(send).toBeEnabled();
  // Typing goes on where it was, in the app's form.
  await page.keyboard.type(' Terima kasih.');
  await expect(page.getByLabel('Pesan')).toHaveValue(
    'Bagaimana menambah buku kas kedua? Terima kasih.',
  );
  await expect(page.getByLabel('Nama')).toHaveValue('Siti Rahma');
  await send.click();
  await expect(page.getByRole('heading', { name: /Terima kasih, pesan Anda/ })).toBeVisible();
  await expect(page.getByText(/siti@contoh\.id/)).toBeVisible();

  // Its link loads the FAQ, as the page's own links do.
  await page.getByRole('link', { name: 'Lihat pertanyaan umum' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pertanyaan yang sering diajukan',
  );
  expect(problems).toEqual([]);
});
