import { expect, test } from './support/fixtures';

test('changing the email asks for the current password; the profile saves', async ({
  page,
  account: { user },
}) => {
  await page.goto('/apps/settings/profile');
  await page.getByLabel('Nomor telepon').fill('0812 3456 7890');
  await expect(page.getByRole('textbox', { name: 'Kata sandi saat ini' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email' }).fill(`baru.${user.email}`);
  const password = page.getByRole('textbox', { name: 'Kata sandi saat ini' });
  await expect(password).toBeVisible();
  await password.fill('bukan-ini');
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByText('Kata sandi saat ini salah.').first()).toBeVisible();

  await password.fill(user.password);
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByText('Profil sudah disimpan.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(`baru.${user.email}`);
  await expect(page.getByLabel('Nomor telepon')).toHaveValue('0812 3456 7890');
});
