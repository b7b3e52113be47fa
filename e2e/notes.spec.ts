/**
 * Notes as a shop owner uses them: Markdown with a live preview, a pinned note on top, search,
 * and a note full of script-injection attempts that stays inert; then screenshots at phone width.
 */
import { expect, type Page, test } from '@playwright/test';
import { AppShell, RegisterPage } from './pages/auth-pages';
import { NoteEditorPage, NotesListPage } from './pages/notes-page';
import { phonePage, phoneShooter } from './support/phone-shots';
import { newUser } from './support/users';

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '[c](javascript:window.__xss=1)',
  '<svg onload=window.__xss=1>',
  '[d](JaVaScRiPt:window.__xss=1)',
  '<a href="javascript:window.__xss=1">e</a>',
  '[f](https://example.com/aman)',
].join('\n\n');

function watchPage(page: Page) {
  const problems: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { problems, dialogs };
}

async function register(page: Page, prefix: string) {
  const user = newUser(prefix);
  await new RegisterPage(page).open();
  await new RegisterPage(page).register(user);
  await new AppShell(page).expectDashboard(user);
}

test('Markdown with a preview, a pinned note first, search, and script that never runs', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { problems, dialogs } = watchPage(page);
  // The one outside link of the test answers locally.
  await context.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>ok</p>' }),
  );
  await register(page, 'catatan');
  const list = new NotesListPage(page);
  await list.open();
  await expect(page.getByRole('heading', { name: 'Belum ada catatan' })).toBeVisible();
  await page.getByRole('link', { name: 'Tulis catatan pertama' }).click();

  const editor = new NoteEditorPage(page);
  await editor.fill({
    title: 'Belanja pasar',
    body: '# Daftar belanja\n\n- beras 5 kg\n- gula 2 kg\n\n[Toko grosir](https://example.com/grosir)',
    tags: ['belanja'],
  });
  const preview = await editor.preview();
  await expect(preview.getByRole('heading', { name: 'Daftar belanja' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['beras 5 kg', 'gula 2 kg']);
  const shop = preview.getByRole('link', { name: 'Toko grosir' });
  await expect(shop).toHaveAttribute('href', 'https://example.com/grosir');
  await expect(shop).toHaveAttribute('target', '_blank');
  await expect(shop).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await editor.save('Catatan dibuat.');
  await list.expectTitles(['Belanja pasar']);

  await new NoteEditorPage(page).create({
    title: 'Jadwal piket',
    body: 'Senin: Dewi',
    color: 'Toska',
    pinned: true,
    shared: true,
  });
  await new NoteEditorPage(page).create({ title: 'Uji keamanan', body: PAYLOADS });
  // Pinned first, then the latest change.
  await list.expectTitles(['Jadwal piket', 'Uji keamanan', 'Belanja pasar']);
  await expect(page.getByRole('region', { name: 'Disematkan' })).toContainText('Jadwal piket');
  await expect(
    list.card('Jadwal piket').getByRole('img', { name: 'Dibagikan ke tim' }),
  ).toBeVisible();
  // A card shows the body as text: the payloads are words on it, never elements.
  await expect(list.card('Uji keamanan')).toContainText('<img src=x onerror=');
  await expect(
    page.locator('[data-testid="note-card"] img, [data-testid="note-card"] svg[onload]'),
  ).toHaveCount(0);

  await list.search('grosir');
  await list.expectTitles(['Belanja pasar']);
  await list.search('piket');
  await list.expectTitles(['Jadwal piket']);
  await list.search('keamanan');
  await list.expectTitles(['Uji keamanan']);

  await list.openNote('Uji keamanan');
  const inert = await editor.preview();
  await expect(inert).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(inert).toContainText('[c](javascript:window.__xss=1)');
  await expect(inert.locator('img, svg, script, iframe')).toHaveCount(0);
  // The only link left is the harmless one; the refused ones are text, and clicking them does nothing.
  await expect(inert.getByRole('link')).toHaveCount(1);
  await inert.getByText('[c](javascript:window.__xss=1)').click();
  await inert.getByText('[d](JaVaScRiPt:window.__xss=1)').click();
  const popupPromise = page.waitForEvent('popup');
  await inert.getByRole('link', { name: 'f' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  // noopener: the new tab cannot reach back into the app.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(problems).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`notes at phone width in ${scheme} mode`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await phonePage(browser, scheme);
    const { problems } = watchPage(page);
    const { shoot, violations } = phoneShooter(page, 'notes', scheme);
    await register(page, `fotocatatan${scheme}`);

    const list = new NotesListPage(page);
    await list.open();
    await shoot('list-empty');
    const editor = new NoteEditorPage(page);
    await editor.openNew();
    await editor.fill({
      title: 'Resep sambal bawang',
      body: '## Bahan\n\n- 10 cabai rawit\n- 5 siung **bawang merah**\n\n| Bahan | Harga |\n|:--|--:|\n| Cabai | Rp 12.000 |\n\n> Ulek kasar, jangan terlalu halus.',
      color: 'Oranye',
      tags: ['dapur', 'resep'],
    });
    await shoot('editor');
    await editor.preview();
    await shoot('editor-preview');
    await editor.save('Catatan dibuat.');
    const colours = ['Merah', 'Kuning', 'Hijau', 'Biru', 'Ungu', 'Polos'];
    for (const [index, color] of colours.entries()) {
      await editor.create({
        title: `Catatan ${color.toLowerCase()}`,
        body: `Isi catatan **${color.toLowerCase()}** dengan [tautan](https://example.com/${index}).`,
        color,
        pinned: index === 0,
        shared: index % 2 === 1,
        tags: index === 2 ? ['stok'] : [],
      });
    }
    await list.open();
    await expect(list.cards()).toHaveCount(7);
    await shoot('list');
    await list.openNote('Resep sambal bawang');
    await shoot('editor-edit');
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
    await page.context().close();
  });
}
