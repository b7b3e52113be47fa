/**
 * Notes as a shop owner uses them: Markdown with a live preview, a pinned note on top, search,
 * and a note full of script-injection attempts that stays inert; then, at phone width, the list
 * and the editor with notes set up through the API.
 */
import type { Page } from '@playwright/test';
import { NoteEditorPage, NotesListPage } from './pages/notes-page';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { Inspector, PHONE } from './support/inspect';

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '[c](javascript:window.__xss=1)',
  '<svg onload=window.__xss=1>',
  '[d](JaVaScRiPt:window.__xss=1)',
  '<a href="javascript:window.__xss=1">e</a>',
  '[f](https://example.com/aman)',
].join('\n\n');

/** Console errors, and the alerts a script that ran would raise. */
function watchPage(page: Page) {
  const problems = watchConsole(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { problems, dialogs };
}

test('Markdown with a preview, a pinned note first, search, and script that never runs', async ({
  page,
  context,
  // Signed in as a new owner; the test reads nothing of theirs.
  account: _owner,
}) => {
  const { problems, dialogs } = watchPage(page);
  // The one outside link of the test answers locally.
  await context.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>ok</p>' }),
  );
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

// The empty list and the empty editor are spec-routes.spec.ts's.
for (const scheme of ['light', 'dark'] as const) {
  test.describe(() => {
    test.use({ viewport: PHONE, colorScheme: scheme });

    test(`notes with records at phone width in ${scheme} mode`, async ({
      page,
      account: { api },
    }) => {
      const { problems, dialogs } = watchPage(page);
      const inspector = new Inspector(page, 'notes');
      const colours = ['red', 'yellow', 'green', 'blue', 'violet', 'default'] as const;
      for (const [index, color] of colours.entries()) {
        await api.createNote({
          title: `Catatan ${color}`,
          body: `Isi catatan **${color}** dengan [tautan](https://example.com/${index}).`,
          color,
          pinned: index === 0,
          visibility: index % 2 === 1 ? 'shared' : 'private',
          tags: index === 2 ? ['stok'] : [],
        });
      }
      await api.createNote({
        title: 'Resep sambal bawang',
        body: '## Bahan\n\n- 10 cabai rawit\n- 5 siung **bawang merah**\n\n| Bahan | Harga |\n|:--|--:|\n| Cabai | Rp 12.000 |\n\n> Ulek kasar, jangan terlalu halus.',
        color: 'orange',
        tags: ['dapur', 'resep'],
      });

      const list = new NotesListPage(page);
      await list.open();
      await expect(list.cards()).toHaveCount(7);
      await inspector.look('list');
      await list.openNote('Resep sambal bawang');
      await expect(page.getByRole('textbox', { name: 'Judul', exact: true })).toHaveValue(
        'Resep sambal bawang',
      );
      await inspector.look('editor-edit');
      const preview = await new NoteEditorPage(page).preview();
      await expect(preview.getByRole('table')).toBeVisible();
      await inspector.look('editor-preview', { within: '[data-testid="note-preview"]' });
      expect(inspector.problems).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}
