/** Page objects for Transaksi, the bank-statement import and Saldo, in Bahasa Indonesia (the default language). */
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** "Rp 1.500.000" or "Rp 9.724.180,62" as id-ID writes it (a no-break space after "Rp"). */
export function rupiahText(text: string): RegExp {
  const negative = text.startsWith('-');
  const digits = text.replace(/^-/, '').replace(/\./g, '\\.');
  return new RegExp(`^${negative ? '-' : ''}Rp\\s${digits}$`);
}

/** `2026-10-31` as a person types it in a business's default date format: `31/10/2026`. */
export function typedDate(iso: string): string {
  return iso.split('-').reverse().join('/');
}

export class TransactionsPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/apps/transactions${query}`);
    await expect(this.page.getByRole('heading', { name: 'Transaksi', level: 1 })).toBeVisible();
  }

  /** Picks an option of one of the filter's selects by its label. */
  async choose(label: string, option: string) {
    await this.page.getByRole('search').getByLabel(label, { exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Types the range as a person does, in the business's date format (`YYYY-MM-DD` given). */
  async dateRange(from: string, to: string) {
    await this.page.getByLabel('Dari tanggal').fill(typedDate(from));
    await this.page.getByLabel('Sampai tanggal').fill(typedDate(to));
  }

  async expectTotals(totals: { in: string; out: string; net: string; count: number }) {
    await expect(this.page.getByTestId('total-in')).toHaveText(rupiahText(totals.in));
    await expect(this.page.getByTestId('total-out')).toHaveText(rupiahText(totals.out));
    await expect(this.page.getByTestId('total-net')).toHaveText(rupiahText(totals.net));
    await expect(this.page.getByTestId('totals-count')).toHaveText(`${totals.count} transaksi`);
  }

  rows(): Locator {
    return this.page.getByTestId('entry-row');
  }

  /** Clicks one item of the export menu and returns the downloaded file's name and text. */
  async export(item: string): Promise<{ name: string; text: string }> {
    await this.page.getByRole('button', { name: 'Ekspor' }).click();
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('menuitem', { name: item }).click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
  }

  recentImports(): Locator {
    return this.page.getByTestId('import-row');
  }

  async undoImport(index: number) {
    await this.recentImports()
      .nth(index)
      .getByRole('button', { name: /^Batalkan impor/ })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Batalkan impor ini?' });
    await dialog.getByRole('button', { name: 'Batalkan impor' }).click();
    await expect(dialog).toBeHidden();
  }
}

export class ImportWizard {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Impor mutasi rekening' });
  }

  async open() {
    await this.page.getByRole('button', { name: 'Impor', exact: true }).click();
    await expect(this.dialog().getByText(/Langkah 1 dari 4/)).toBeVisible();
  }

  /** A file on disk, or one the test made (name and text). */
  async chooseFile(book: string, file: string | { name: string; text: string }) {
    await this.dialog()
      .getByRole('textbox', { name: 'Buku kas' })
      .or(this.dialog().getByRole('combobox', { name: 'Buku kas' }))
      .first()
      .click();
    await this.page.getByRole('option', { name: new RegExp(`^${book} `) }).click();
    await this.dialog()
      .locator('input[type="file"]')
      .setInputFiles(
        typeof file === 'string'
          ? file
          : { name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text) },
      );
    await this.dialog().getByRole('button', { name: 'Lanjut' }).click();
    await expect(this.dialog().getByText(/Langkah 3 dari 4/)).toBeVisible();
  }

  previewRows(): Locator {
    return this.dialog().getByTestId('preview-row');
  }

  /** The preview row of the statement line with this description. */
  previewRow(description: string): Locator {
    return this.previewRows().filter({ hasText: description });
  }

  /** Gives a preview row a category with its own choice. */
  async chooseCategory(description: string, category: string) {
    await this.previewRow(description)
      .getByRole('combobox', { name: /^Kategori baris/ })
      .click();
    await this.page.getByRole('option', { name: category, exact: true }).click();
  }

  async expectClosingBalance(text: string) {
    await expect(this.dialog().getByTestId('preview-closing')).toHaveText(rupiahText(text));
    await expect(this.dialog().getByTestId('balance-verified')).toBeVisible();
  }

  async commit(count: number) {
    await this.dialog()
      .getByRole('button', { name: `Impor ${count} transaksi` })
      .click();
    await expect(this.dialog().getByTestId('import-result')).toBeVisible();
  }

  async close() {
    await this.dialog().getByRole('button', { name: 'Tutup' }).click();
    await expect(this.dialog()).toBeHidden();
  }
}

export class BalancePage {
  constructor(private readonly page: Page) {}

  /** The page on `date` (`YYYY-MM-DD`), typed in the business's date format. */
  async open(date?: string) {
    await this.page.goto('/apps/balance');
    await expect(this.page.getByRole('heading', { name: 'Saldo', level: 1 })).toBeVisible();
    if (date) await this.dateField().fill(typedDate(date));
  }

  dateField(): Locator {
    return this.page.getByRole('textbox', { name: 'Saldo pada akhir tanggal' });
  }

  async expectBook(name: string, text: string) {
    await expect(
      this.page
        .getByTestId('balance-book')
        .filter({ hasText: name })
        .getByTestId('balance-book-amount'),
    ).toHaveText(rupiahText(text));
  }
}
