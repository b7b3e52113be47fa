/** Page objects for the cash book area, in Bahasa Indonesia (the default language). */
import { expect, type Locator, type Page } from '@playwright/test';

/** "Rp 1.500.000" as id-ID writes it (a no-break space after "Rp"). */
export function rupiah(whole: number): RegExp {
  const digits = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return new RegExp(`^${whole < 0 ? '−' : ''}Rp\\s${digits.replace(/\./g, '\\.')}$`);
}

/** A 1×1 PNG: the server checks a receipt's type from its bytes. */
export const RECEIPT_PNG = {
  name: 'nota-listrik.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

type EntryInput = {
  amount: string;
  category: string;
  description: string;
  receipt?: typeof RECEIPT_PNG;
};

export class CashbookListPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/apps/cashbook');
    await expect(this.page.getByRole('heading', { name: 'Buku kas', level: 1 })).toBeVisible();
  }

  card(name: string): Locator {
    return this.page.getByTestId('cashbook-card').filter({ hasText: name });
  }

  async expectBalance(name: string, whole: number) {
    await expect(this.card(name).getByTestId('cashbook-balance')).toHaveText(rupiah(whole));
  }

  async expectTotal(whole: number, currency = 'IDR') {
    await expect(this.page.getByTestId(`total-${currency}`)).toHaveText(rupiah(whole));
  }

  async openBook(name: string) {
    await this.card(name).click();
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }
}

export class CashbookFormPage {
  constructor(private readonly page: Page) {}

  async openNew() {
    await this.page.goto('/apps/cashbook/form/new');
    await expect(this.page.getByRole('heading', { name: 'Buku kas baru' })).toBeVisible();
  }

  async create(book: {
    name: string;
    kind: 'Tunai' | 'Bank' | 'Dompet digital';
    opening?: string;
  }) {
    await this.page.getByLabel('Nama buku').fill(book.name);
    await this.page.getByText(book.kind, { exact: true }).click();
    if (book.opening) await this.page.getByLabel('Saldo awal').fill(book.opening);
    await this.page.getByRole('button', { name: 'Buat buku kas' }).click();
    await expect(this.page.getByRole('heading', { name: book.name, level: 1 })).toBeVisible();
    await expect(this.page.getByTestId('notice')).toContainText(`Buku kas "${book.name}" dibuat.`);
  }
}

export class CashbookBookPage {
  constructor(private readonly page: Page) {}

  async expectBalance(whole: number) {
    await expect(this.page.getByTestId('book-balance')).toHaveText(rupiah(whole));
  }

  async record(direction: 'Uang masuk' | 'Uang keluar', entry: EntryInput) {
    await this.page.getByRole('link', { name: direction }).click();
    await expect(this.page.getByRole('heading', { name: 'Catat uang masuk/keluar' })).toBeVisible();
    const form = new EntryCreatePage(this.page);
    await form.fill(entry);
    await form.save();
  }

  entryRows(): Locator {
    return this.page.getByTestId('entry-row');
  }
}

export class EntryCreatePage {
  constructor(private readonly page: Page) {}

  async fill(entry: EntryInput) {
    const amount = this.page.getByLabel('Jumlah');
    await amount.fill(entry.amount);
    await this.page.getByTestId('category-chip').filter({ hasText: entry.category }).click();
    await this.page.getByLabel('Keterangan').fill(entry.description);
    if (entry.receipt) {
      await this.page.getByLabel('Foto nota').setInputFiles(entry.receipt);
      await expect(this.page.getByText(entry.receipt.name)).toBeVisible();
    }
  }

  async save() {
    await this.page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(this.page.getByTestId('notice')).toContainText('Catatan tersimpan');
  }
}

export class TransfersPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/apps/cashbook/transfers');
    await expect(this.page.getByRole('heading', { name: 'Transfer antar buku' })).toBeVisible();
  }

  private async choose(label: string, option: string) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async create(transfer: {
    from: string;
    to: string;
    amount: string;
    fee?: string;
    note?: string;
  }) {
    await this.page.getByRole('button', { name: 'Transfer baru' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'Transfer baru' });
    await expect(dialog).toBeVisible();
    await this.choose('Dari buku', `${transfer.from} (IDR)`);
    await this.choose('Ke buku', `${transfer.to} (IDR)`);
    await dialog.getByLabel('Jumlah dikirim').fill(transfer.amount);
    if (transfer.fee) {
      await dialog.getByLabel('Biaya transfer').fill(transfer.fee);
      await expect(dialog.getByRole('combobox', { name: 'Kategori biaya' })).toHaveValue(
        'Biaya bank',
      );
    }
    if (transfer.note) await dialog.getByLabel('Catatan').fill(transfer.note);
    await dialog.getByRole('button', { name: 'Simpan transfer' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByTestId('notice')).toContainText('Transfer disimpan.');
  }

  async editNote(route: { from: string; to: string }, note: string) {
    await this.page
      .getByRole('button', { name: `Tindakan untuk transfer ${route.from} ke ${route.to}` })
      .first()
      .click();
    await this.page.getByRole('menuitem', { name: 'Ubah transfer' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Ubah transfer' });
    await expect(dialog.getByLabel('Jumlah dikirim')).not.toHaveValue('');
    await dialog.getByLabel('Catatan').fill(note);
    await dialog.getByRole('button', { name: 'Simpan transfer' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByTestId('transfer-row').first()).toContainText(note);
  }
}
