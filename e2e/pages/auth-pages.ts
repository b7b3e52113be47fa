/** Page objects for the auth screens, in Bahasa Indonesia (the default language). */
import { expect, type Page } from '@playwright/test';
import type { User } from '../support/users';

export class RegisterPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/auth/register');
    await expect(this.page.getByRole('heading', { name: 'Buat akun Usaha' })).toBeVisible();
  }

  async register(user: User) {
    await this.page.getByLabel('Nama lengkap').fill(user.fullName);
    await this.page.getByLabel('Nama usaha').fill(user.businessName);
    await this.page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await this.page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(user.password);
    await this.page.getByRole('button', { name: 'Daftar', exact: true }).click();
  }
}

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/auth/login${query}`);
    await expect(this.page.getByRole('heading', { name: 'Masuk ke Usaha' })).toBeVisible();
  }

  async login(username: string, password: string, options: { remember?: boolean } = {}) {
    await this.page.getByLabel('Nama pengguna atau email').fill(username);
    await this.page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(password);
    if (options.remember) await this.page.getByLabel('Ingat saya di perangkat ini').check();
    await this.page.getByRole('button', { name: 'Masuk', exact: true }).click();
  }
}

export class AppShell {
  constructor(private readonly page: Page) {}

  async expectDashboard(user: User) {
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(this.page.getByText(`Selamat datang, ${user.fullName}`)).toBeVisible();
    await expect(
      this.page.getByText(user.businessName).filter({ visible: true }).first(),
    ).toBeVisible();
  }

  async logout(user: User) {
    await this.page.getByRole('button', { name: `Menu akun ${user.fullName}` }).click();
    await this.page.getByRole('menuitem', { name: 'Keluar' }).click();
    await expect(this.page).toHaveURL(/\/auth\/login/);
  }
}
