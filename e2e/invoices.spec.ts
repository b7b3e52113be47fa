/**
 * Invoices as a shop owner makes them on a phone (issue 14): a product and a customer, an invoice
 * with two lines, a discount and PPN, sent; the customer opens the portal link in a browser with
 * no session and downloads the PDF; the invoice is paid in two parts into a cash book, whose
 * balance grows. And the quick form from the bottom bar.
 */
import { execFileSync } from 'node:child_process';
import { CashbookListPage, rupiah } from './pages/cashbook-pages';
import { ProductFormPage } from './pages/directory-pages';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { PHONE } from './support/inspect';

const NUMBER = /^INV\/\d{4}\/0001$/;

test('an invoice from a new product and customer to paid: portal, PDF, two payments into the till', async ({
  page,
  browser,
  account: { api },
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  const till = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });

  const product = new ProductFormPage(page);
  await product.openNew();
  await product.create({
    sku: 'BRS-5',
    name: 'Beras 5 kg',
    price: '75000',
    unit: 'karung',
    tax: '11',
  });

  await page.goto('/apps/invoice');
  await page.getByRole('link', { name: 'Buat faktur' }).first().click();
  await expect(page.getByRole('heading', { name: 'Faktur baru', level: 1 })).toBeVisible();
  // The customer is made from the name typed, with a WhatsApp number, without leaving the invoice.
  const customer = page.getByRole('combobox', { name: /^Pelanggan/ });
  await customer.fill('Budi Santoso');
  await page.getByRole('option', { name: 'Tambah pelanggan baru “Budi Santoso”' }).click();
  const newCustomer = page.getByRole('dialog', { name: 'Pelanggan baru' });
  await expect(newCustomer.getByLabel(/^Nama/)).toHaveValue('Budi Santoso');
  await newCustomer.getByLabel(/^Nomor WhatsApp/).fill('0812-3456-7890');
  await newCustomer.getByRole('button', { name: 'Simpan pelanggan' }).click();
  // The picker names a contact with a phone by both.
  await expect(customer).toHaveValue('Budi Santoso · 0812-3456-7890');

  // Line 1 from the product: its description, unit, price and PPN 11%.
  await page.getByRole('combobox', { name: 'Produk (pilihan)' }).first().fill('Beras');
  await page.getByRole('option', { name: /Beras 5 kg/ }).click();
  await expect(page.getByLabel(/^Keterangan/).first()).toHaveValue('Beras 5 kg');
  await page
    .getByLabel(/^Jumlah/)
    .first()
    .fill('2');
  // Line 2, free text, untaxed.
  await page.getByRole('button', { name: 'Tambah baris' }).click();
  await page
    .getByLabel(/^Keterangan/)
    .nth(1)
    .fill('Ongkos antar');
  await page
    .getByLabel(/^Harga satuan/)
    .nth(1)
    .fill('20000');
  // 10 % off the whole invoice, shared over the lines before the tax.
  await page.getByRole('textbox', { name: 'Diskon faktur' }).fill('10');
  await expect(page.getByTestId('sticky-total')).toContainText('Rp 167.850');

  await page.getByRole('button', { name: 'Simpan dan kirim' }).click();
  await expect(page.getByRole('heading', { name: NUMBER, level: 1 })).toBeVisible();
  const sheet = page.getByTestId('invoice-sheet');
  const status = sheet.locator('[data-status]');
  await expect(status).toHaveText('Terkirim');
  await expect(sheet).toContainText('Diskon (10%)');
  await expect(sheet).toContainText('PPN 11%');
  await expect(sheet).toContainText('Rp 14.850');
  await expect(sheet).toContainText('Rp 167.850');

  // The customer's link, opened where nobody is signed in.
  await page.getByRole('button', { name: 'Tindakan lain' }).click();
  await page.getByRole('menuitem', { name: 'Tautan pelanggan' }).click();
  const link = await page.getByRole('textbox', { name: 'Tautan' }).inputValue();
  expect(link).toMatch(/\/portal\?token=[A-Za-z0-9_-]{43}$/);
  await page.keyboard.press('Escape');

  const customerSide = await browser.newContext({ viewport: PHONE, locale: 'id-ID' });
  const portal = await customerSide.newPage();
  await portal.goto(link);
  await expect(portal.getByText('Warung Bu Sri').first()).toBeVisible();
  await expect(portal.getByTestId('portal-amount')).toHaveText(rupiah(167_850));
  const [download] = await Promise.all([
    portal.waitForEvent('download'),
    portal.getByRole('link', { name: /PDF/ }).first().click(),
  ]);
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], {
    encoding: 'utf8',
  });
  expect(text).toMatch(/INV\/\d{4}\/0001/);
  expect(text).toContain('Beras 5 kg');
  expect(text).toContain('Ongkos antar');
  expect(text).toContain('167.850');
  await customerSide.close();

  // Paid in two parts into the till.
  await recordPayment(page, '100000');
  await expect(status).toHaveText('Dibayar sebagian');
  // The rest: the amount due is offered.
  await recordPayment(page, null);
  await expect(status).toHaveText('Lunas');
  await expect(page.getByTestId('payment-row')).toHaveCount(2);

  const books = new CashbookListPage(page);
  await books.open();
  await books.expectBalance('Kas Toko', 167_850);
  expect((await api.book(till.id)) as unknown).toMatchObject({ balance: 16_785_000 });
  expect(problems).toEqual([]);
});

async function recordPayment(page: import('@playwright/test').Page, amount: string | null) {
  // Once sent, recording a payment is the page's first action.
  await page.getByRole('button', { name: 'Catat pembayaran' }).click();
  const dialog = page.getByRole('dialog');
  if (amount !== null) await dialog.getByLabel('Jumlah diterima').fill(amount);
  await dialog.getByRole('button', { name: 'Catat pembayaran' }).click();
  await expect(dialog).toBeHidden();
}

test('the quick invoice from the bottom bar: customer, amount, what for, and it is sent', async ({
  page,
  account: { api },
}) => {
  await page.setViewportSize(PHONE);
  await api.createContact({ name: 'Bu Ratna Kue', phone: '081311112222' });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Lainnya' }).click();
  await page.getByRole('menuitem', { name: 'Faktur baru' }).click();

  await page.getByRole('combobox', { name: /^Pelanggan/ }).fill('Ratna');
  await page.getByRole('option', { name: /Bu Ratna Kue/ }).click();
  await page.getByLabel(/^Jumlah tagihan/).fill('250000');
  await page.getByLabel(/^Untuk apa/).fill('Katering 20 kotak');
  await page.getByRole('button', { name: 'Buat dan kirim faktur' }).click();

  await expect(page.getByRole('heading', { name: NUMBER, level: 1 })).toBeVisible();
  await expect(page.getByTestId('invoice-sheet').locator('[data-status]')).toHaveText('Terkirim');
  await expect(page.getByTestId('invoice-sheet')).toContainText('Katering 20 kotak');
  await expect(page.getByTestId('invoice-sheet')).toContainText('Rp 250.000');
});

test('on a phone: several invoices above the fold, and no field reached with Tab under the save bar', async ({
  page,
  account: { api },
}) => {
  await page.setViewportSize(PHONE);
  const customer = await api.createContact({ name: 'Bu Ratna Kue', phone: '081311112222' });
  for (let index = 1; index <= 5; index += 1) {
    await api.call('POST', 'invoices/', {
      contact_id: customer.id,
      lines: [{ description: `Kue ${index}`, quantity: 1000 * index, unit_price: 25_000_00 }],
    });
  }
  await page.goto('/apps/invoice');
  // The reminder to verify the address is put away for the session, as its owner would.
  await page.getByRole('button', { name: 'Sembunyikan untuk sesi ini' }).click();
  const cards = page.getByTestId('invoice-card');
  await expect(cards).toHaveCount(5);
  // The fold: where the phone's bottom bar starts.
  const fold = (await page.locator('.mantine-AppShell-footer').boundingBox())?.y ?? PHONE.height;
  const above = [];
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    if (box && box.y + box.height <= fold) above.push(box);
  }
  expect(above.length).toBeGreaterThanOrEqual(3);

  await page.goto('/apps/invoice/create');
  await expect(page.getByRole('heading', { name: 'Faktur baru', level: 1 })).toBeVisible();
  await page
    .getByLabel(/^Keterangan/)
    .first()
    .focus();
  // Each field Tab reaches comes to rest clear of the bar (and of the header above).
  const underBar = () =>
    page.evaluate(() => {
      const field = document.activeElement;
      const bar = document.querySelector('form [class*="actions"]');
      if (!field?.closest('form') || !bar || bar.contains(field)) return null;
      const { top, bottom } = field.getBoundingClientRect();
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const hidden = bottom > bar.getBoundingClientRect().top || top < header;
      return hidden ? (field.getAttribute('aria-label') ?? field.id) : null;
    });
  // Nothing that scrolls beneath the bar is drawn over it (the discount's "% / Nominal" was).
  const overBar = () =>
    page.evaluate(() => {
      const bar = document.querySelector('form [class*="actions"]');
      if (!bar) return 'no bar';
      const { left, right, top, bottom } = bar.getBoundingClientRect();
      for (let x = left + 4; x < right; x += 12) {
        for (const y of [top + 4, (top + bottom) / 2, bottom - 4]) {
          const drawn = document.elementFromPoint(x, y);
          if (drawn && !bar.contains(drawn)) return drawn.textContent || drawn.tagName;
        }
      }
      return null;
    });
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    await expect.poll(underBar).toBeNull();
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 60) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    expect(await overBar(), `scrolled to ${top}`).toBeNull();
  }
});
