/**
 * Recording money on a phone's signal (issue 13): offline the entry form says so and waits, and
 * the entry is booked once when the signal is back; a slow save says it is still going; and a
 * new customer is made from the entry form's contact picker without leaving it.
 */
import { EntryCreatePage } from './pages/cashbook-pages';
import { expect, test } from './support/fixtures';

type Entry = { id: string; amount: number; contact_id: string | null; description: string };
type Contact = { id: string; name: string; kind: string };

const createPath = (bookId: string) =>
  `/apps/cashbook/transactions/create?cashbook=${bookId}&direction=in`;

test('offline, Simpan waits and says so, the form stays; back online the entry is booked once', async ({
  page,
  context,
  account: { api },
}) => {
  const book = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });
  await page.goto(createPath(book.id));
  const form = new EntryCreatePage(page);
  await form.fill({
    amount: '75000',
    category: 'Penjualan',
    description: 'Jual gula, tanpa sinyal',
  });

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('Anda sedang offline');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByTestId('save-progress')).toContainText(
    'Belum tersimpan — menunggu sinyal.',
  );
  await expect(page.getByLabel('Jumlah')).toHaveValue('75.000');
  await expect(page.getByLabel('Keterangan')).toHaveValue('Jual gula, tanpa sinyal');
  expect(await api.entries(`cashbook_id=${book.id}`)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByTestId('notice')).toContainText('Catatan tersimpan');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  const entries = await api.entries(`cashbook_id=${book.id}`);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ amount: 75_000_00, description: 'Jual gula, tanpa sinyal' });
});

test('a save the server is slow to answer says it is still saving, then that it is saved', async ({
  page,
  account: { api },
}) => {
  const book = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });
  // The answer is held until the page has said it is still saving: a weak signal, on demand.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/entries/', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.goto(createPath(book.id));
  const form = new EntryCreatePage(page);
  await form.fill({ amount: '12500', category: 'Penjualan', description: 'Jual es teh' });
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();

  await expect(page.getByTestId('save-progress')).toContainText('Masih menyimpan… sinyal lemah.');
  release();
  await expect(page.getByTestId('notice')).toContainText('Catatan tersimpan');
  expect(await api.entries(`cashbook_id=${book.id}`)).toHaveLength(1);
});

test('a new customer made from the name typed in the contact picker; the entry carries them', async ({
  page,
  account: { api },
}) => {
  const book = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });
  await page.goto(createPath(book.id));
  const form = new EntryCreatePage(page);
  await form.fill({ amount: '40000', category: 'Penjualan', description: 'Kue pesanan' });

  const picker = page.getByRole('combobox', { name: 'Pelanggan atau pemasok' });
  await picker.fill('Bu Ratna Kue');
  await page.getByRole('option', { name: 'Tambah pelanggan baru “Bu Ratna Kue”' }).click();
  // The number may wait: the sheet saves the name alone.
  await page
    .getByRole('dialog', { name: 'Pelanggan baru' })
    .getByRole('button', { name: 'Simpan pelanggan' })
    .click();
  await expect(picker).toHaveValue('Bu Ratna Kue');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByTestId('notice')).toContainText('Catatan tersimpan');

  const contacts = await api.call<Contact[]>('GET', 'contacts/search/?q=Ratna');
  expect(contacts).toHaveLength(1);
  expect(contacts[0]).toMatchObject({ name: 'Bu Ratna Kue', kind: 'customer' });
  const [entry] = await api.entries(`cashbook_id=${book.id}`);
  expect((entry as Entry | undefined)?.contact_id).toBe(contacts[0]?.id);
});
