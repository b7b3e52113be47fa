/**
 * Contacts and products as a shop owner uses them: a customer with a WhatsApp number, a product
 * with its margin, searches, a CSV import with a bad row (nothing saved) and then fixed, an XLSX
 * export read back; then, at phone width in light and dark, the pages only records reach (the
 * empty ones are spec-routes.spec.ts's), with the records set up through the API.
 */
// exceljs is the API's dependency (hoisted to the root node_modules); it reads the export back.
import ExcelJS from 'exceljs';
import { EntryCreatePage, rupiah } from './pages/cashbook-pages';
import {
  ContactFormPage,
  ContactsPage,
  DirectoryImportDialog,
  ProductFormPage,
  ProductsPage,
} from './pages/directory-pages';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { Inspector, PHONE } from './support/inspect';

test('a customer with a WhatsApp number and a supplier: saved, normalised, found', async ({
  page,
  account: { api },
}) => {
  const problems = watchConsole(page);
  // From the side navigation to the empty list.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Kontak', exact: true }).first().click();
  const list = new ContactsPage(page);
  await expect(page.getByRole('heading', { name: 'Belum ada kontak' })).toBeVisible();
  await page.getByRole('link', { name: 'Tambah kontak' }).first().click();

  const form = new ContactFormPage(page);
  await form.create({
    name: 'Budi Santoso',
    company: 'Toko Budi Jaya',
    phone: '0812-3456-7890',
    email: 'Budi@Contoh.id',
    tags: ['grosir'],
  });
  // Stored as E.164; the links follow from it.
  await expect(page.getByText('Tersimpan sebagai +6281234567890.')).toBeVisible();
  await expect(page.getByTestId('contact-phone')).toHaveText('0812-3456-7890');
  // WhatsApp opens with a greeting from the business.
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/6281234567890?text=${encodeURIComponent('Halo Budi Santoso, salam dari Warung Bu Sri. ')}`,
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('budi@contoh.id');
  await expect(page.getByRole('heading', { name: 'Belum ada transaksi' })).toBeVisible();

  await form.openNew();
  await form.create({ name: 'CV Sumber Rejeki', kind: 'Pemasok', phone: '+62 21 555 0101' });

  await list.open();
  await expect(list.rows()).toHaveCount(2);
  await expect(list.row('Budi Santoso').getByTestId('contact-phone')).toHaveText('0812-3456-7890');
  // By name, by phone written another way, by tab.
  await list.search('budi');
  await expect(list.rows()).toHaveCount(1);
  await list.search('0812 3456');
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first()).toContainText('Budi Santoso');
  await list.search('rejeki');
  await expect(list.rows()).toHaveCount(1);
  await list.tab('Pelanggan');
  await expect(page.getByRole('heading', { name: 'Tidak ada kontak yang cocok' })).toBeVisible();
  await list.tab('Pemasok');
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first()).toContainText('CV Sumber Rejeki');

  // A sale to Budi from the till: his page lists it, with the totals in and out.
  const till = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });
  await page.goto(`/apps/cashbook/${till.id}`);
  await page.getByRole('link', { name: 'Uang masuk' }).click();
  const entry = new EntryCreatePage(page);
  await entry.fill({ amount: '150000', category: 'Penjualan', description: 'Beras 2 karung' });
  await page.getByRole('combobox', { name: 'Pelanggan atau pemasok' }).fill('budi');
  await page.getByRole('option', { name: 'Budi Santoso · Toko Budi Jaya' }).click();
  await entry.save();
  await list.open();
  await list.row('Budi Santoso').getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Budi Santoso', level: 1 })).toBeVisible();
  await expect(page.getByTestId('contact-entry')).toHaveCount(1);
  await expect(page.getByTestId('contact-entry')).toContainText('Beras 2 karung');
  await expect(page.getByTestId('total-in')).toHaveText(rupiah(150_000));
  await expect(page.getByTestId('total-out')).toHaveText(rupiah(0));
  await page.getByRole('link', { name: 'Buka di Transaksi' }).click();
  await expect(page).toHaveURL(/\/apps\/transactions\?contact_id=/);
  await expect(page.getByRole('link', { name: 'Beras 2 karung' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a product with price and cost shows its margin; a SKU is used once', async ({
  page,
  // Signed in as a new owner; the test reads nothing of theirs.
  account: _owner,
}) => {
  // The duplicate SKU's 409 is the browser's to log.
  const problems = watchConsole(page, [/status of 409 \(Conflict\)/]);

  const form = new ProductFormPage(page);
  await form.openNew();
  await form.fill({ sku: 'BRS-5KG', name: 'Beras 5 kg', price: '75000', unit: 'karung' });
  await expect(form.margin()).toHaveText('Isi harga jual dan harga modal untuk melihat margin.');
  await form.fill({
    sku: 'BRS-5KG',
    name: 'Beras 5 kg',
    price: '75000',
    cost: '60000',
    tax: '11',
    stock: '12,5',
  });
  await expect(form.margin()).toContainText('Margin 20%');
  await expect(form.margin()).toContainText(/Laba Rp\s15\.000 per karung/);
  await form.save();
  await expect(page.getByRole('heading', { name: 'Beras 5 kg', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Pajak (PPN)')).toHaveValue('11');
  await expect(page.getByLabel('Stok (opsional)')).toHaveValue('12,5');

  // The same SKU in other letters is the same SKU: refused on its field, nothing saved.
  await form.openNew();
  await form.fill({ sku: 'brs-5kg', name: 'Beras lain', price: '70000' });
  await form.save();
  await expect(page.getByText('SKU brs-5kg sudah dipakai produk lain.')).toBeVisible();
  await form.fill({ sku: 'MNY-1L', name: 'Minyak goreng 1 liter', price: '18000', cost: '15500' });
  await form.save();
  await expect(
    page.getByRole('heading', { name: 'Minyak goreng 1 liter', level: 1 }),
  ).toBeVisible();

  const list = new ProductsPage(page);
  await list.open();
  await expect(list.rows()).toHaveCount(2);
  const rice = list.row('Beras 5 kg');
  await expect(rice.getByTestId('product-price')).toHaveText(rupiah(75_000));
  await expect(rice.getByTestId('product-margin')).toHaveText('Margin 20%');
  await expect(rice.getByTestId('product-stock')).toHaveText('Stok 12,5 karung');
  await list.search('brs');
  await expect(list.rows()).toHaveCount(1);
  await list.search('minyak');
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first()).toContainText('MNY-1L');
  expect(problems).toEqual([]);
});

const CSV_HEADER = 'Nama,Jenis,Perusahaan,Telepon,Email,Tag';
const SITI = 'Siti Aminah,Pelanggan,Toko Siti,0813-1111-2222,siti@contoh.id,"grosir, langganan"';
const MAJU = 'CV Maju Bersama,Pemasok,,021 555 0101,,';

test('a contacts CSV with a bad row saves nothing and says which line; fixed, it imports; XLSX export reads back', async ({
  page,
  account: { api },
}) => {
  const problems = watchConsole(page);
  await api.createContact({ name: 'Budi Santoso', phone: '0812-3456-7890' });
  const list = new ContactsPage(page);
  await list.open();
  await expect(list.rows()).toHaveCount(1);

  // Line 1 is the header: Andi's phone on line 4 is not a phone number.
  const wizard = new DirectoryImportDialog(page, 'Impor kontak');
  await wizard.open();
  await wizard.check('kontak.csv', [
    CSV_HEADER,
    SITI,
    MAJU,
    'Andi Wijaya,Pelanggan,,nomor hp andi,,',
  ]);
  await expect(wizard.issues()).toHaveCount(1);
  await expect(wizard.issues().first()).toHaveText(
    'Baris 4 · Telepon: Nomor HP tidak valid (“nomor hp andi”)',
  );
  await expect(wizard.commitButton()).toBeDisabled();
  await wizard.close();
  // Nothing was saved: the list is as it was.
  await page.reload();
  await expect(list.rows()).toHaveCount(1);

  await wizard.open();
  await wizard.check('kontak.csv', [
    CSV_HEADER,
    SITI,
    MAJU,
    'Andi Wijaya,Pelanggan,,0812-7777-8888,,',
  ]);
  await expect(wizard.issues()).toHaveCount(0);
  await expect(wizard.dialog()).toContainText('Semua baris benar: 3 kontak siap diimpor.');
  await wizard.commitButton().click();
  await expect(page.getByTestId('import-result')).toHaveText('3 kontak berhasil diimpor.');
  await wizard.dialog().getByRole('button', { name: 'Selesai' }).click();
  await expect(list.rows()).toHaveCount(4);
  await expect(list.row('Siti Aminah').getByTestId('contact-phone')).toHaveText('0813-1111-2222');
  await expect(list.row('Andi Wijaya').getByTestId('contact-phone')).toHaveText('0812-7777-8888');

  // The XLSX export holds what the list shows, read back cell by cell.
  await page.getByRole('button', { name: 'Ekspor' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Buku kerja Excel (XLSX)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  const titles = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  const column = (title: string) => titles.indexOf(title);
  expect(column('Nama')).toBeGreaterThan(0);
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cell = (title: string) => String(row.getCell(column(title)).text ?? '');
    rows.push({
      name: cell('Nama'),
      kind: cell('Jenis'),
      phone: cell('Telepon'),
      tags: cell('Tag'),
    });
  });
  expect(rows.map((row) => row.name)).toEqual([
    'Andi Wijaya',
    'Budi Santoso',
    'CV Maju Bersama',
    'Siti Aminah',
  ]);
  expect(rows.find((row) => row.name === 'Siti Aminah')).toEqual({
    name: 'Siti Aminah',
    kind: 'Pelanggan',
    phone: '0813-1111-2222',
    tags: 'grosir, langganan',
  });
  expect(problems).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(() => {
    test.use({ viewport: PHONE, colorScheme: scheme });

    test(`contacts and products with records at phone width in ${scheme} mode`, async ({
      page,
      account: { api },
    }) => {
      const problems = watchConsole(page);
      const inspector = new Inspector(page, 'directory');
      const ratna = await api.createContact({
        name: 'Ibu Ratna Dewi Kusumawardhani',
        company: 'Warung Makan Sederhana Bu Ratna',
        phone: '081234567890',
        tags: ['langganan', 'grosir'],
      });
      await api.createContact({ name: 'CV Sumber Rejeki', kind: 'supplier', phone: '0215550101' });
      const rice = await api.createProduct({
        sku: 'BRS-5KG',
        name: 'Beras premium 5 kg',
        price: 75_000_00,
        cost: 60_000_00,
        unit: 'karung',
        stock_quantity: 12,
      });
      await api.createProduct({ sku: 'TAS-01', name: 'Tas belanja', price: 5_000_00 });

      // The bottom bar's "Lainnya" leads to contacts and products.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Lainnya' }).click();
      await expect(page.getByRole('menuitem', { name: 'Kontak' })).toBeVisible();
      await inspector.look('more-menu', { fullPage: false, within: '[role="menu"]' });
      await page.getByRole('menuitem', { name: 'Kontak' }).click();
      const contacts = new ContactsPage(page);
      await expect(contacts.rows()).toHaveCount(2);
      await inspector.look('contacts');
      await contacts.row('Ibu Ratna').getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/apps/contacts/form/${ratna.id}$`));
      // On a phone both ways to reach the contact show.
      await expect(page.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Telepon 0812-3456-7890' })).toHaveAttribute(
        'href',
        'tel:+6281234567890',
      );
      await inspector.look('contact-edit');
      await contacts.open();
      const wizard = new DirectoryImportDialog(page, 'Impor kontak');
      await wizard.open();
      await wizard.check('kontak.csv', [
        CSV_HEADER,
        SITI,
        'Andi Wijaya,Pelanggan,,nomor hp andi,,',
      ]);
      await expect(wizard.issues()).toHaveCount(1);
      await inspector.look('import-issues', { fullPage: false, within: '[role="dialog"]' });
      await wizard.close();

      const products = new ProductsPage(page);
      await products.open();
      await expect(products.rows()).toHaveCount(2);
      await inspector.look('products');
      await page.goto(`/apps/products/form/${rice.id}`);
      await expect(
        page.getByRole('heading', { name: 'Beras premium 5 kg', level: 1 }),
      ).toBeVisible();
      await expect(page.getByTestId('form-margin')).toContainText('Margin 20%');
      await inspector.look('product-edit');
      expect(inspector.problems).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}
