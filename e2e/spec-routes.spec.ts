/**
 * Every route of SPEC.md §2 (support/spec-routes.ts), opened in the state its guard lets through:
 * a visitor, a new user, a user with records, a blog editor, platform staff. Each page must show
 * its own heading (not a placeholder, the 404 page or the login page); each visit takes a
 * screenshot for people to look at, runs axe-core (WCAG 2.1 A/AA, DESIGN.md §7) and, on a phone,
 * checks for sideways overflow; no script error, CSP violation or failed request may reach the
 * console. Visitors' and new users' pages run at phone and desktop width in light and dark mode;
 * the pages of one record and the staff's at phone width in light and desktop width in dark.
 */
import type { Browser, Page } from '@playwright/test';
import { ROUTES_STAFF_EMAIL } from './playwright.config';
import { type Api, signIn, signUp } from './support/api';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { DESKTOP, Inspector, PHONE, type Scheme } from './support/inspect';
import { trackRequests } from './support/settle';
import {
  DESKTOP_AXE_PAGES,
  EDITOR_ROUTES,
  GUEST_ROUTES,
  RECORD_ROUTES,
  type Records,
  type RouteCheck,
  SPEC_PATHS,
  STAFF_ROUTES,
  USER_ROUTES,
} from './support/spec-routes';
import { newUser } from './support/users';

const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

/** The two variants of the pages that need records or roles: phone in light, desktop in dark. */
const TWO_VARIANTS = [
  { viewport: PHONE, scheme: 'light' },
  { viewport: DESKTOP, scheme: 'dark' },
] as const satisfies { viewport: typeof PHONE; scheme: Scheme }[];

const NO_RECORDS = {} as Records;

function fileName(address: string): string {
  return address === '/' ? 'home' : address.slice(1).replace(/[/?=&]/g, '_');
}

/** Opens a route, checks its heading, and looks at it (screenshot, overflow, axe when asked). */
async function visit(
  inspector: Inspector,
  page: Page,
  check: RouteCheck,
  records: Records,
  axe: (address: string) => boolean,
) {
  const address = typeof check.open === 'string' ? check.open : check.open(records);
  await page.goto(address);
  const heading = page.getByRole('heading', { level: 1, name: check.heading, exact: true });
  await expect(heading).toBeVisible();
  const name = typeof check.open === 'string' ? check.open : (check.spec ?? address);
  await inspector.look(fileName(name.replace(/[{}]/g, '')), { axe: axe(name) });
}

test('the table names every route of SPEC.md §2 exactly once', () => {
  const tables = [GUEST_ROUTES, ...Object.values(USER_ROUTES), RECORD_ROUTES, EDITOR_ROUTES];
  const named = [...tables, STAFF_ROUTES]
    .flat()
    .flatMap((check) => (check.spec ? [check.spec] : []));
  expect([...named].sort()).toEqual([...SPEC_PATHS].sort());
});

for (const scheme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test.describe(`routes at ${size.name} width in ${scheme} mode`, () => {
      test.use({ viewport: size.viewport, colorScheme: scheme });
      // Each group is several pages with a full-page screenshot and an axe pass each: three
      // times the usual limit, so a machine twice as slow under a full CI run still fits.
      test.slow();
      const phone = size.name === 'phone';

      test("a visitor's pages", async ({ page }) => {
        const problems = watchConsole(page);
        const inspector = new Inspector(page);
        for (const check of GUEST_ROUTES)
          await visit(inspector, page, check, NO_RECORDS, () => true);
        expect(inspector.problems).toEqual([]);
        expect(problems).toEqual([]);
      });

      for (const [group, checks] of Object.entries(USER_ROUTES)) {
        test(`${group} of a new user`, async ({ page, account }) => {
          const problems = watchConsole(page);
          const inspector = new Inspector(page);
          await page.goto('/dashboard');
          await expect(page.getByText(`Selamat datang, ${account.user.fullName}`)).toBeVisible();
          const axe = (path: string) => phone || DESKTOP_AXE_PAGES.includes(path);
          for (const check of checks) await visit(inspector, page, check, NO_RECORDS, axe);
          expect(inspector.problems).toEqual([]);
          expect(problems).toEqual([]);
        });
      }
    });
  }
}

/** A shop's records, one of each kind the pages of one record show, made through the API. */
async function makeRecords(api: Api): Promise<Omit<Records, 'post' | 'slug'>> {
  const book = await api.createBook({ name: 'Kas Toko', kind: 'cash', opening_balance: 0 });
  const contact = await api.createContact({ name: 'Bu Sari Wulandari', phone: '081234567001' });
  const product = await api.createProduct({
    sku: 'KOPI-1',
    name: 'Kopi Arabika 1 kg',
    price: 180_000_00,
  });
  const entry = await api.createEntry({
    cashbook_id: book.id,
    direction: 'in',
    amount: 1_540_000_00,
    date: '2026-11-20',
    description: 'Penjualan harian',
  });
  const invoice = await api.call<{ id: string }>('POST', 'invoices/', {
    contact_id: contact.id,
    issue_date: '2026-11-20',
    due_date: '2026-11-30',
    lines: [
      {
        product_id: product.id,
        description: 'Kopi Arabika 1 kg',
        quantity: 2000,
        unit_price: 180_000_00,
        tax_rate: 0,
      },
    ],
  });
  const debt = await api.call<{ id: string }>('POST', 'debts/', {
    kind: 'debt',
    contact_id: contact.id,
    amount: 500_000_00,
    description: 'Titip jual kerupuk',
  });
  const credit = await api.call<{ id: string }>('POST', 'debts/', {
    kind: 'credit',
    contact_id: contact.id,
    amount: 350_000_00,
    description: 'Kasbon beras',
  });
  const checkout = await api.call<{ payment: { id: string } }>('POST', 'billing/checkout/', {
    plan: 'pro',
    interval: 'monthly',
    provider: 'manual',
  });
  return {
    book: book.id,
    entry: entry.id,
    contact: contact.id,
    product: product.id,
    invoice: invoice.id,
    debt: debt.id,
    credit: credit.id,
    payment: checkout.payment.id,
  };
}

for (const variant of TWO_VARIANTS) {
  const width = variant.viewport === PHONE ? 'phone' : 'desktop';
  test.describe(`pages of one record at ${width} width in ${variant.scheme} mode`, () => {
    test.use({ viewport: variant.viewport, colorScheme: variant.scheme });
    test.slow();

    test("a user's records, each on its own page", async ({ page, account }) => {
      const problems = watchConsole(page);
      const inspector = new Inspector(page);
      const records = { ...(await makeRecords(account.api)), post: '', slug: '' };
      const axe = () => width === 'phone';
      for (const check of RECORD_ROUTES) await visit(inspector, page, check, records, axe);
      expect(inspector.problems).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

/** A browser of its own for `email`'s account, signed in with the platform role it proves. */
async function platformPage(
  browser: Browser,
  prefix: string,
  email: string,
): Promise<{ page: Page; api: Api }> {
  const context = await browser.newContext();
  const account = await signUp(context, prefix, { ...newUser(prefix), email }, { verified: true });
  // Signed in again, the session carries the platform role the proven address gave.
  const { api } = await signIn(context, account.user);
  const page = await context.newPage();
  trackRequests(page);
  return { page, api };
}

test('platform staff open every staff page; the editor they name opens the blog editor', async ({
  browser,
}) => {
  test.slow();
  const staff = await platformPage(browser, 'stafrute', ROUTES_STAFF_EMAIL);
  const editorUser = newUser('editorrute');
  const editorContext = await browser.newContext();
  await signUp(editorContext, 'editorrute', editorUser, { verified: true });
  await staff.api.call('POST', 'admin/staff/', {
    email: editorUser.email,
    role: 'editor',
    reason: 'Menulis blog Usaha',
  });
  const editor = await signIn(editorContext, editorUser);
  const editorPage = await editorContext.newPage();
  trackRequests(editorPage);
  const draft = await editor.api.call<{ id: string; version: number }>(
    'POST',
    'admin/blog/posts/',
    {
      title: 'Menutup buku kas di akhir hari',
      excerpt: 'Hitung laci, cocokkan dengan catatan, lalu tutup hari dengan tenang.',
      body: '## Hitung laci\n\nCocokkan uang tunai dengan **saldo** buku kas.',
      tags: ['kas'],
    },
  );
  const post = await editor.api.call<{ slug: string }>(
    'POST',
    `admin/blog/posts/${draft.id}/publish/`,
    {
      version: draft.version,
    },
  );
  const records = { ...NO_RECORDS, post: draft.id, slug: post.slug };

  for (const [who, page, checks] of [
    ['staff', staff.page, STAFF_ROUTES],
    ['editor', editorPage, EDITOR_ROUTES],
  ] as const) {
    const problems = watchConsole(page);
    const inspector = new Inspector(page, who);
    for (const variant of TWO_VARIANTS) {
      await page.setViewportSize(variant.viewport);
      await page.emulateMedia({ colorScheme: variant.scheme });
      const phone = variant.viewport === PHONE;
      const axe = (path: string) => phone || DESKTOP_AXE_PAGES.includes(path);
      for (const check of checks) await visit(inspector, page, check, records, axe);
    }
    expect(inspector.problems, who).toEqual([]);
    expect(problems, who).toEqual([]);
  }
});

test('each guard turns the wrong visitor away: to login, to the dashboard, or to its own page', async ({
  page,
  browser,
  account: _account,
}) => {
  // A signed-in user: guest-only pages and the staff's area send them to their dashboard.
  for (const path of ['/auth/login', '/auth/register', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  // …and the blog's editor pages say they are for editors.
  await page.goto('/apps/blog');
  await expect(page.getByRole('heading', { name: 'Halaman ini untuk editor blog' })).toBeVisible();
  // A visitor: pages behind login go through the login page and name the way back.
  const visitor = await browser.newPage();
  for (const path of ['/apps/notes', '/payment/cancel', '/admin/subscriptions']) {
    await visitor.goto(path);
    await expect(visitor).toHaveURL(`/auth/login?redirect=${encodeURIComponent(path)}`);
  }
  await visitor.close();
});
