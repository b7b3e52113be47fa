/** Page objects for notes, in Bahasa Indonesia (the default language). */
import { expect, type Locator, type Page } from '@playwright/test';

export type NoteInput = {
  title: string;
  body?: string;
  color?: string;
  pinned?: boolean;
  shared?: boolean;
  tags?: string[];
};

export class NotesListPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/apps/notes${query}`);
    await expect(this.page.getByRole('heading', { name: 'Catatan', level: 1 })).toBeVisible();
  }

  cards(): Locator {
    return this.page.getByTestId('note-card');
  }

  card(title: string): Locator {
    return this.cards().filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  async search(text: string) {
    await this.page.getByLabel('Cari catatan').fill(text);
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
  }

  /** The titles on screen, in order, once the list has settled on `count` cards. */
  async expectTitles(titles: string[]) {
    await expect(this.cards()).toHaveCount(titles.length);
    for (const [index, title] of titles.entries()) {
      await expect(this.cards().nth(index).getByRole('link').first()).toHaveText(title);
    }
  }

  async openNote(title: string) {
    await this.card(title).getByRole('link', { name: title, exact: true }).click();
    await expect(this.page.getByRole('heading', { name: 'Ubah catatan' })).toBeVisible();
  }
}

export class NoteEditorPage {
  constructor(private readonly page: Page) {}

  async openNew() {
    await this.page.goto('/apps/notes/create');
    await expect(this.page.getByRole('heading', { name: 'Catatan baru' })).toBeVisible();
  }

  /** The rendered Markdown; on a phone it sits behind the "Pratinjau" tab. */
  async preview(): Promise<Locator> {
    const tab = this.page.getByRole('tab', { name: 'Pratinjau' });
    if (await tab.isVisible()) await tab.click();
    const preview = this.page.getByTestId('note-preview');
    await expect(preview).toBeVisible();
    return preview;
  }

  async write() {
    const tab = this.page.getByRole('tab', { name: 'Tulis' });
    if (await tab.isVisible()) await tab.click();
  }

  async fill(note: NoteInput) {
    await this.page.getByRole('textbox', { name: 'Judul', exact: true }).fill(note.title);
    if (note.body !== undefined)
      await this.page.getByRole('textbox', { name: 'Isi', exact: true }).fill(note.body);
    if (note.color) await this.page.getByRole('radio', { name: note.color }).check();
    if (note.pinned) await this.page.getByRole('switch', { name: 'Sematkan di atas' }).check();
    if (note.shared) {
      await this.page
        .getByRole('radiogroup', { name: 'Siapa yang bisa melihat' })
        .locator('label')
        .filter({ hasText: 'Tim' })
        .click();
      await expect(this.page.getByRole('radio', { name: 'Tim' })).toBeChecked();
    }
    for (const tag of note.tags ?? []) {
      await this.page.getByRole('combobox', { name: 'Label', exact: true }).fill(tag);
      await this.page.getByRole('combobox', { name: 'Label', exact: true }).press('Enter');
    }
  }

  async save(expectedNotice: string) {
    const create = this.page.getByRole('button', { name: 'Simpan catatan' });
    if (await create.isVisible()) await create.click();
    else await this.page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(this.page.getByTestId('notice')).toContainText(expectedNotice);
  }

  async create(note: NoteInput) {
    await this.openNew();
    await this.fill(note);
    await this.save('Catatan dibuat.');
  }
}
