/** End to end in Debian's Chromium against the real server on PGlite (STACK.md). */
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { HEADLESS_CHROMIUM } from './support/chromium';

/** E2E_PORT lets a second checkout run its suite beside this one. */
export const PORT = Number(process.env.E2E_PORT || 3300);
export const BASE_URL = `http://localhost:${PORT}`;
export const DATA_DIR = join(import.meta.dirname, '.data');
/** The address whose account becomes the platform's superadmin once proven (ADMIN_EMAILS). */
export const STAFF_EMAIL = 'staf-platform@contoh.id';
/** Superadmins who write the blog and keep the testimonials (blog.spec.ts, one per test). */
export const EDITOR_EMAIL = 'editor-blog@contoh.id';
export const SITE_STAFF_EMAIL = 'staf-situs@contoh.id';
/** The superadmin who opens every staff page and makes a blog editor (spec-routes.spec.ts). */
export const ROUTES_STAFF_EMAIL = 'staf-rute@contoh.id';
const ROOT = join(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(ROOT, 'test-results/e2e'),
  // Two browsers at once: the tests spend most of their time waiting for pages, not computing,
  // and each registers its own users, so they share nothing but the server.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Room for a machine twice as slow as this one: on one core of it the longest tests (a cash
  // book with records, screenshots and axe) take two minutes; on two cores about one.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: BASE_URL,
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: HEADLESS_CHROMIUM,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // No trace is recorded: its snapshot of the page at every step took a quarter of the suite's
    // CPU, and CI keeps no files. A failure still leaves its screenshot and the page's snapshot
    // (error-context.md); to see a failure step by step, run it again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The bundled server, as `npm start` runs it (scripts/build-server.mjs).
    command: `rm -rf "${DATA_DIR}" && node scripts/build-server.mjs && exec node --enable-source-maps apps/api/dist/server.mjs`,
    cwd: ROOT,
    url: `${BASE_URL}/api/health/`,
    reuseExistingServer: false,
    timeout: 180_000,
    // As a user's `npm start` runs it: on every address (HOST's default) and without PUBLIC_URL,
    // so the app answers for whichever address the browser used (lan-address.spec.ts). An empty
    // value counts as unset, also when the calling shell has one. Mail links then point at
    // http://localhost:PORT, which is BASE_URL. A proxy on this host is trusted (TRUST_PROXY), as
    // behind a reverse proxy: the tests' API set-up passes on each new user's own address
    // (support/api.ts), so sign-ups are limited per person as for people on their own phones,
    // not all at once as one address. The browsers send no such header and count as this host.
    env: {
      PORT: String(PORT),
      HOST: '',
      PUBLIC_URL: '',
      DATA_DIR,
      DATABASE_URL: '',
      SMTP_URL: '',
      TRUST_PROXY: '127.0.0.1,::1',
      LOG_LEVEL: 'warn',
      // The platform's staff and its bank account (admin-billing.spec.ts, blog.spec.ts): a
      // superadmin is the account that proves one of these addresses, and plans may be paid by
      // transfer.
      ADMIN_EMAILS: [STAFF_EMAIL, EDITOR_EMAIL, SITE_STAFF_EMAIL, ROUTES_STAFF_EMAIL].join(','),
      MANUAL_TRANSFER_BANK: 'BCA',
      MANUAL_TRANSFER_ACCOUNT_NUMBER: '0123456789',
      MANUAL_TRANSFER_ACCOUNT_NAME: 'PT Usaha Digital Indonesia',
    },
  },
});
