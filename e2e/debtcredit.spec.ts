/**
 * Hutang piutang as a shop owner keeps it on a phone (issue 15): a kasbon of Rp 150.000 for a new
 * customer, her WhatsApp number asked in the same sheet (issue 31); the WhatsApp reminder (its link's text read where the new window goes);
 * Rp 50.000 paid, then the rest with "Lunas", into the till, whose balance grows while the
 * customer's position goes to nothing. And a loan from a supplier whose cash comes into the till
 * when it is recorded.
 */
import type { Page } from '@playwright/test';
import { CashbookListPage, rupiah } from './pages/cashbook-pages';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import {
  Inspector,
  inTurn,
  PHONE,
  PHONE_DARK,
  PHONE_LIGHT,
  showAs,
  type Variant,
} from './support/inspect';

/** wa.me is outside the test's world: the new window lands on a stand-in page instead. */
async function standInForWhatsApp(page: Page) {
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
}

test('a kasbon for a new customer and her WhatsApp number in one sheet, reminded on WhatsApp, paid in two parts into the till', async ({
  page,
  account: { api },
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  await standInForWhatsApp(page);
  const till = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });

  await page.goto('/apps/debtcredit');
  await expect(page.getByRole('heading', { name: 'Hutang Piutang', level: 1 })).toBeVisible();
  await expect(page.getByText('Belum ada yang berutang ke Anda')).toBeVisible();
  // The big "+"; the customer made from the name typed, with the number the reminder needs; "Simpan".
  await page.getByRole('button', { name: 'Catat hutang atau piutang' }).click();
  const sheet = page.getByRole('dialog', { name: 'Catat cepat' });
  const who = sheet.getByRole('combobox', { name: /^Siapa\?/ });
  await who.fill('Budi Santoso');
  await page.getByRole('option', { name: 'Tambah pelanggan baru “Budi Santoso”' }).click();
  const newCustomer = page.getByRole('dialog', { name: 'Pelanggan baru' });
  await newCustomer.getByLabel(/^Nomor WhatsApp/).fill('0812-3456-7890');
  await newCustomer.getByRole('button', { name: 'Simpan pelanggan' }).click();
  // The picker names a contact with a phone by both.
  await expect(who).toHaveValue('Budi Santoso · 0812-3456-7890');
  await sheet.getByLabel(/^Berapa\?/).fill('150000');
  await expect(sheet.getByRole('radio', { name: /Dia berutang ke saya/ })).toBeChecked();
  await sheet.getByRole('button', { name: 'Simpan' }).click();

  await expect(page.getByRole('heading', { name: 'Budi Santoso', level: 1 })).toBeVisible();
  await expect(page.getByTestId('notice')).toHaveText(
    /^Piutang Rp\s150\.000 untuk Budi Santoso dicatat\.$/,
  );
  await expect(page.getByTestId('debt-remaining')).toHaveText(rupiah(150_000));
  const record = page.url();

  // Where Budi stands: he owes Rp 150.000.
  await page.getByTestId('debt-headline').getByRole('link', { name: 'Budi Santoso' }).click();
  await expect(page.getByText('Budi Santoso berutang ke Anda')).toBeVisible();
  await expect(page.getByTestId('position-net')).toHaveText(rupiah(150_000));
  await page.goto(record);

  // The reminder opens WhatsApp in a new window with the prepared message.
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Ingatkan lewat WhatsApp' }).click();
  const popup = await popupOpens;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const sent = new URL(popup.url());
  expect(sent.pathname).toBe('/6281234567890');
  const text = sent.searchParams.get('text') ?? '';
  expect(text).toContain('Budi Santoso');
  expect(text).toMatch(/Rp\s?150\.000/);
  expect(text).toContain('/portal?statement=');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  const reminder = page.getByRole('dialog', { name: 'Pengingat WhatsApp' });
  // The page shows the message that went out (white space as the browser lays it out).
  await expect(reminder.getByTestId('whatsapp-message')).toHaveText(
    text.replace(/\s+/g, ' ').trim(),
  );
  const again = await reminder.getByRole('link', { name: 'Buka WhatsApp' }).getAttribute('href');
  expect(new URL(again ?? '').searchParams.get('text')).toBe(text);
  await page.keyboard.press('Escape');

  // Rp 50.000 first, into the till (its only book).
  await page.getByRole('link', { name: 'Catat pembayaran' }).click();
  await expect(page.getByRole('heading', { name: 'Catat pembayaran', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Masuk ke buku kas/ })).toHaveValue('Kas Toko');
  await page.getByLabel(/^Jumlah dibayar/).fill('50000');
  await page.getByRole('button', { name: 'Catat pembayaran' }).click();
  await expect(page.getByTestId('debt-remaining')).toHaveText(rupiah(100_000));
  await expect(page.getByTestId('debt-headline').locator('[data-status]')).toHaveText(
    'Dibayar sebagian',
  );

  // Then the rest in one tap.
  await page.getByRole('link', { name: 'Catat pembayaran' }).click();
  await expect(page.getByTestId('payment-remaining')).toHaveText(rupiah(100_000));
  await page.getByRole('button', { name: 'Lunas' }).click();
  await expect(page.getByText('Sudah lunas')).toBeVisible();
  await expect(page.getByTestId('debt-headline').locator('[data-status]')).toHaveText('Lunas');
  await expect(page.getByTestId('payment-row')).toHaveCount(2);

  // The till holds the Rp 150.000; Budi owes nothing any more.
  const books = new CashbookListPage(page);
  await books.open();
  await books.expectBalance('Kas Toko', 150_000);
  expect((await api.book(till.id)) as unknown).toMatchObject({ balance: 15_000_000 });
  await page.goto(record);
  await page.getByTestId('debt-headline').getByRole('link', { name: 'Budi Santoso' }).click();
  await expect(page.getByText('Tidak ada hutang piutang dengan Budi Santoso.')).toBeVisible();
  await page.getByRole('link', { name: 'Buka kontak' }).click();
  await expect(page.getByRole('heading', { name: 'Budi Santoso', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Hutang piutang' })
      .getByText('Tidak ada hutang piutang dengan Budi Santoso.'),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('a loan from a supplier: the cash comes into the till when it is recorded', async ({
  page,
  account: { api },
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  const till = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });
  await api.createContact({ name: 'Toko Maju', kind: 'supplier', phone: '081311112222' });

  await page.goto('/apps/debtcredit/debt/create');
  await expect(page.getByRole('heading', { name: 'Hutang baru', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: /^Kontak/ }).fill('Toko Maju');
  // The contact itself, not the offer to add one of the same name while the search is on its way.
  await page.getByRole('option', { name: /^Toko Maju · / }).click();
  await page.getByLabel(/^Jumlah/).fill('2000000');
  await page.getByLabel(/^Keterangan/).fill('Pinjaman modal');
  await page.getByRole('switch', { name: /Uang masuk ke buku kas/ }).check();
  await expect(page.getByRole('combobox', { name: /^Buku kas/ })).toHaveValue('Kas Toko');
  await page.getByRole('button', { name: 'Simpan' }).click();

  await expect(page.getByRole('heading', { name: 'Toko Maju', level: 1 })).toBeVisible();
  await expect(page.getByTestId('debt-remaining')).toHaveText(rupiah(2_000_000));
  // We owe the supplier: nothing offers to remind them.
  await expect(page.getByRole('button', { name: 'Ingatkan lewat WhatsApp' })).toHaveCount(0);
  const cash = page.getByRole('link', { name: 'Masuk ke Kas Toko saat dicatat' });
  await expect(cash).toBeVisible();
  expect((await api.book(till.id)) as unknown).toMatchObject({ balance: 200_000_000 });

  // The cash's transaction belongs to the record: it is changed there.
  await cash.click();
  await expect(page.getByText(/Transaksi ini uang dari catatan hutang piutang/)).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Lihat catatan hutang piutang' }).first(),
  ).toBeVisible();

  const books = new CashbookListPage(page);
  await books.open();
  await books.expectBalance('Kas Toko', 2_000_000);

  await page.goto('/apps/debtcredit?tab=payable');
  const row = page.getByTestId('summary-row').filter({ hasText: 'Toko Maju' });
  await expect(row.getByTestId('summary-amount')).toHaveText(rupiah(2_000_000));
  await expect(page.getByTestId('totals-IDR').getByTestId('total-payable')).toHaveText(
    rupiah(2_000_000),
  );
  expect(problems).toEqual([]);
});

test("a record's pages and the contact's statement, at phone width in light and dark mode", async ({
  page,
  account: { api },
}) => {
  // Seven pages, each shot and checked by axe twice: three times the usual limit.
  test.slow();
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  const till = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });
  const sari = await api.createContact({ name: 'Bu Sari Wulandari', phone: '081234567001' });
  const supplier = await api.createContact({ name: 'UD Sumber Rejeki', kind: 'supplier' });
  const kasbon = await api.call<{ id: string }>('POST', 'debts/', {
    kind: 'credit',
    contact_id: sari.id,
    amount: 35_000_000,
    date: '2026-01-05',
    due_date: '2026-02-05',
    description: 'Kasbon beras 2 karung dan minyak goreng',
    cashbook_id: till.id,
  });
  await api.call('POST', `debts/${kasbon.id}/payments/`, {
    amount: 10_000_000,
    date: '2026-02-10',
    cashbook_id: till.id,
    note: 'Transfer BCA',
  });
  await api.call('POST', 'debts/', {
    kind: 'debt',
    contact_id: sari.id,
    amount: 5_000_000,
    description: 'Titip jual kerupuk',
  });
  await api.call('POST', 'debts/', {
    kind: 'debt',
    contact_id: supplier.id,
    amount: 1_250_000_000,
    description: 'Stok gula pasir',
  });
  const link = await api.call<{ token: string }>('POST', `contacts/${sari.id}/statement-link/`);
  // Each page with what shows that its figures are there: what Bu Sari still owes, or the
  // payment in the history.
  const owes = /Rp\s?250\.000/;
  const pages: Array<[string, string, RegExp]> = [
    ['list', '/apps/debtcredit', owes],
    ['contact', `/apps/debtcredit?contact=${sari.id}`, owes],
    ['record', `/apps/debtcredit/credit/${kasbon.id}`, owes],
    ['payment', `/apps/debtcredit/payment/${kasbon.id}`, owes],
    ['history', `/apps/debtcredit/history/${kasbon.id}`, /Pembayaran Rp\s?100\.000/],
    ['position', `/apps/contacts/form/${sari.id}`, owes],
    ['statement', `/portal?statement=${link.token}`, owes],
  ];
  const inspector = new Inspector(page, 'debtcredit');
  const schemes: [Variant, ...Variant[]] = [PHONE_LIGHT, PHONE_DARK];
  for (const [index, [name, path, shown]] of pages.entries()) {
    const order = inTurn(schemes, index);
    await showAs(page, order[0], { loaded: false });
    await page.goto(path);
    await expect(page.getByText(shown).first()).toBeVisible();
    await inspector.lookAs(name, order);
  }
  expect(inspector.problems).toEqual([]);
  expect(problems).toEqual([]);
});
