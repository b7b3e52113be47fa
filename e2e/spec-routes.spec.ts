/**
 * Every route of SPEC.md §2 (support/spec-routes.ts), opened in the state its guard lets through:
 * a visitor, a new user, a user with records, a blog editor, platform staff. Each page must show
 * its own heading (not a placeholder, the 404 page or the login page); each visit takes a
 * screenshot for people to look at, runs axe-core (WCAG 2.1 A/AA, DESIGN.md §7) and, on a phone,
 * checks for sideways overflow; no script error, CSP violation or failed request may reach the
 * console. Visitors' and new users' pages are seen at phone and desktop width in light and dark
 * mode, the pages of one record and the staff's at phone width in light and desktop width in
 * dark: each page is opened once, in each variant in turn, and turned into the others as a
 * person turns a phone or switches it to dark mode (support/inspect.ts showAs).
 */
import type { Browser, Page } from '@playwright/test';
import { ROUTES_STAFF_EMAIL } from './playwright.config';
import { type Api, signIn, signUp } from './support/api';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import {
  DESKTOP_DARK,
  Inspector,
  inTurn,
  isPhone,
  PHONE_LIGHT,
  showAs,
  VARIANTS,
  type Variant,
} from './support/inspect';
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

/** The pages of one record and the staff's: phone in light, desktop in dark. */
const TWO_VARIANTS: readonly [Variant, ...Variant[]] = [PHONE_LIGHT, DESKTOP_DARK];

const NO_RECORDS = {} as Records;

function fileName(address: string): string {
  return address === '/' ? 'home' : address.slice(1).replace(/[/?=&]/g, '_');
}

/**
 * Opens a route in the first of `variants`, then turns the open page into each of the others (a
 * phone turned, the device switched to dark: support/inspect.ts showAs). In each it checks the
 * heading and looks at the page: a screenshot, the phone's overflow, axe when `axe` says so.
 */
async function visit(
  inspector: Inspector,
  page: Page,
  check: RouteCheck,
  records: Records,
  variants: readonly Variant[],
  axe: (address: string, variant: Variant) => boolean,
) {
  const address = typeof check.open === 'string' ? check.open : check.open(records);
  const name = typeof check.open === 'string' ? check.open : (check.spec ?? address);
  const heading = page.getByRole('heading', { level: 1, name: check.heading, exact: true });
  for (const [index, variant] of variants.entries()) {
    await showAs(page, variant, { loaded: index > 0 });
    if (index === 0) await page.goto(address);
    await expect(heading).toBeVisible();
    if (check.shows) await expect(page.getByText(check.shows, { exact: true })).toBeVisible();
    await inspector.look(fileName(name.replace(/[{}]/g, '')), { axe: axe(name, variant) });
  }
}

/**
 * Each page in every variant, opened in one of them (in turn, so each variant sees first loads)
 * and turned into the others.
 */
async function visitAll(
  inspector: Inspector,
  page: Page,
  checks: RouteCheck[],
  records: Records,
  variants: readonly [Variant, ...Variant[]],
  axe: (address: string, variant: Variant) => boolean,
) {
  for (const [index, check] of checks.entries())
    await visit(inspector, page, check, records, inTurn(variants, index), axe);
}

/** axe on every page at phone width, and at desktop width on the pages that lay out apart. */
const phoneOrDesktopAxe = (path: string, variant: Variant) =>
  isPhone(variant) || DESKTOP_AXE_PAGES.includes(path);

test('the table names every route of SPEC.md §2 exactly once', () => {
  const tables = [GUEST_ROUTES, ...Object.values(USER_ROUTES), RECORD_ROUTES, EDITOR_ROUTES];
  const named = [...tables, STAFF_ROUTES]
    .flat()
    .flatMap((check) => (check.spec ? [check.spec] : []));
  expect([...named].sort()).toEqual([...SPEC_PATHS].sort());
});

test.describe('routes at phone and desktop width, in light and dark mode', () => {
  // Each group is several pages with four screenshots and up to four axe passes each: three
  // times the usual limit, so a machine twice as slow under a full CI run still fits.
  test.slow();

  // A visitor's pages in two halves, so the two browsers share them.
  const half = Math.ceil(GUEST_ROUTES.length / 2);
  for (const [part, checks] of [
    ['first', GUEST_ROUTES.slice(0, half)],
    ['second', GUEST_ROUTES.slice(half)],
  ] as const) {
    test(`a visitor's pages, the ${part} half`, async ({ page }) => {
      const problems = watchConsole(page);
      const inspector = new Inspector(page);
      await visitAll(inspector, page, checks, NO_RECORDS, VARIANTS, () => true);
      expect(inspector.problems).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  for (const [group, checks] of Object.entries(USER_ROUTES)) {
    test(`${group} of a new user`, async ({ page, account }) => {
      const problems = watchConsole(page);
      const inspector = new Inspector(page);
      await page.goto('/dashboard');
      await expect(page.getByText(`Selamat datang, ${account.user.fullName}`)).toBeVisible();
      await visitAll(inspector, page, checks, NO_RECORDS, VARIANTS, phoneOrDesktopAxe);
      expect(inspector.problems).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

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

test("a user's records, each on its own page, at phone width in light and desktop in dark", async ({
  page,
  account,
}) => {
  test.slow();
  const problems = watchConsole(page);
  const inspector = new Inspector(page);
  const records = { ...(await makeRecords(account.api)), post: '', slug: '' };
  const axe = (_path: string, variant: Variant) => isPhone(variant);
  await visitAll(inspector, page, RECORD_ROUTES, records, TWO_VARIANTS, axe);
  expect(inspector.problems).toEqual([]);
  expect(problems).toEqual([]);
});

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
    await visitAll(inspector, page, checks, records, TWO_VARIANTS, phoneOrDesktopAxe);
    expect(inspector.problems, who).toEqual([]);
    expect(problems, who).toEqual([]);
  }
});

test('each guard turns the wrong visitor away: to login, to the dashboard, or says why', async ({
  page,
  browser,
  account: _account,
}) => {
  // A signed-in user: guest-only pages send them to their dashboard; the staff's area says it
  // is for staff, with the way there.
  for (const path of ['/auth/login', '/auth/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Khusus staf Usaha' })).toBeVisible();
  await page.getByRole('link', { name: 'Ke dasbor' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
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
