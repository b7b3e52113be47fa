/** Page objects for contacts and products, in Bahasa Indonesia (the default language). */
import { expect, type Locator, type Page } from '@playwright/test';

type ContactInput = {
  name: string;
  kind?: 'Pelanggan' | 'Pemasok' | 'Keduanya';
  company?: string;
  phone?: string;
  email?: string;
  tags?: string[];
};

export class ContactsPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/apps/contacts${query}`);
    await expect(this.page.getByRole('heading', { name: 'Kontak', level: 1 })).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByTestId('contact-row');
  }

  row(name: string): Locator {
    return this.rows().filter({ hasText: name });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Cari' }).fill(text);
    await expect(this.page).toHaveURL(
      new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`),
    );
  }

  async tab(name: 'Semua' | 'Pelanggan' | 'Pemasok') {
    await this.page.getByRole('radiogroup', { name: 'Jenis kontak' }).getByText(name).click();
  }
}

export class ContactFormPage {
  constructor(private readonly page: Page) {}

  async openNew() {
    await this.page.goto('/apps/contacts/create');
    await expect(this.page.getByRole('heading', { name: 'Kontak baru' })).toBeVisible();
  }

  async create(contact: ContactInput) {
    if (contact.kind) {
      await this.page.getByRole('radiogroup', { name: 'Jenis' }).getByText(contact.kind).click();
    }
    await this.page.getByLabel(/^Nama/).fill(contact.name);
    if (contact.company) await this.page.getByLabel('Perusahaan').fill(contact.company);
    if (contact.phone) await this.page.getByLabel('Telepon / WhatsApp').fill(contact.phone);
    if (contact.email) await this.page.getByRole('textbox', { name: 'Email' }).fill(contact.email);
    for (const tag of contact.tags ?? []) {
      const input = this.page.getByRole('combobox', { name: 'Label' });
      await input.fill(tag);
      await input.press('Enter');
    }
    await this.page.getByRole('button', { name: 'Simpan kontak' }).click();
    await expect(this.page.getByRole('heading', { name: contact.name, level: 1 })).toBeVisible();
    await expect(this.page.getByTestId('notice')).toContainText(
      `Kontak "${contact.name}" disimpan.`,
    );
  }
}

type ProductInput = {
  sku: string;
  name: string;
  price: string;
  cost?: string;
  unit?: string;
  tax?: string;
  stock?: string;
};

export class ProductsPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/apps/products${query}`);
    await expect(this.page.getByRole('heading', { name: 'Produk', level: 1 })).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByTestId('product-row');
  }

  row(name: string): Locator {
    return this.rows().filter({ hasText: name });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Cari' }).fill(text);
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
  }
}

export class ProductFormPage {
  constructor(private readonly page: Page) {}

  async openNew() {
    await this.page.goto('/apps/products/create');
    await expect(this.page.getByRole('heading', { name: 'Produk baru' })).toBeVisible();
  }

  margin(): Locator {
    return this.page.getByTestId('form-margin');
  }

  async fill(product: ProductInput) {
    await this.page.getByLabel(/^SKU/).fill(product.sku);
    await this.page.getByLabel('Nama produk').fill(product.name);
    await this.page.getByLabel('Harga jual').fill(product.price);
    if (product.cost) await this.page.getByLabel('Harga modal').fill(product.cost);
    if (product.unit) await this.page.getByRole('combobox', { name: 'Satuan' }).fill(product.unit);
    if (product.tax) await this.page.getByLabel('Pajak (PPN)').fill(product.tax);
    if (product.stock) await this.page.getByLabel('Stok (opsional)').fill(product.stock);
  }

  async save() {
    await this.page.getByRole('button', { name: 'Simpan produk' }).click();
  }

  async create(product: ProductInput) {
    await this.fill(product);
    await this.save();
    await expect(this.page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
    await expect(this.page.getByTestId('notice')).toContainText(
      `Produk "${product.name}" disimpan.`,
    );
  }
}

/** The import wizard of the contacts or products list (features/directory-io). */
export class DirectoryImportDialog {
  constructor(
    private readonly page: Page,
    private readonly title: 'Impor kontak' | 'Impor produk',
  ) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.title });
  }

  async open() {
    await this.page.getByRole('button', { name: 'Impor', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Chooses a CSV made of `lines` and asks for its preview. */
  async check(name: string, lines: string[]) {
    await this.dialog()
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
    await this.dialog().getByRole('button', { name: 'Periksa file' }).click();
    await expect(this.page.getByTestId('import-counts')).toBeVisible();
  }

  issues(): Locator {
    return this.dialog().getByTestId('import-issue');
  }

  commitButton(): Locator {
    return this.dialog().getByRole('button', { name: /^Impor \d+ kontak|^Impor \d+ produk/ });
  }

  async close() {
    await this.dialog().getByRole('button', { name: 'Tutup' }).click();
    await expect(this.dialog()).toBeHidden();
  }
}
