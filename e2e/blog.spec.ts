/**
 * The blog as a crawler, a link preview and a reader get it (issue 18): a post published by an
 * editor arrives from the server as HTML with its title, description, Open Graph tags, JSON-LD
 * and text, without running any script; the feed and the sitemap parse as XML; an old address
 * answers 301 and an unknown one a real 404; a reader on a phone opens the post from the list.
 */
import { expect, type Page } from '@playwright/test';
import { EDITOR_EMAIL, SITE_STAFF_EMAIL } from './playwright.config';
import { type Api, signIn, signUp } from './support/api';
import { test } from './support/fixtures';
import { Inspector, PHONE } from './support/inspect';
import { newUser } from './support/users';

test.use({ viewport: PHONE });

type Post = { id: string; slug: string; version: number; title: string };

/** A superadmin by ADMIN_EMAILS (so an editor too), signed in through the API. */
async function editorApi(page: Page, email = EDITOR_EMAIL): Promise<Api> {
  const context = page.context();
  const account = await signUp(
    context,
    'editor',
    { ...newUser('editor'), email },
    {
      verified: true,
    },
  );
  // Signed in again, the session carries the platform role the proven address gave.
  return (await signIn(context, account.user)).api;
}

const BODY = [
  '## Mulai dari saldo laci',
  'Hitung **uang tunai** sebelum toko buka, lalu catat setiap penjualan.',
  '- Uang masuk',
  '- Uang keluar',
  '<script>alert("xss")</script> [klik](javascript:alert(1))',
].join('\n\n');

test('a published post is whole HTML for crawlers, in the feed and sitemap, and read on a phone', async ({
  page,
  request,
}) => {
  const api = await editorApi(page);
  const title = `Cara mencatat kas harian ${Date.now()}`;
  const draft = await api.call<Post>('POST', 'admin/blog/posts/', {
    title,
    excerpt: 'Lima menit setiap sore cukup untuk buku kas yang rapi.',
    body: BODY,
    tags: ['kas', 'umkm'],
    seo_description: 'Panduan singkat mencatat kas harian untuk warung dan toko.',
  });
  const post = await api.call<Post>('POST', `admin/blog/posts/${draft.id}/publish/`, {
    version: draft.version,
  });

  // A crawler: plain HTTP, no script run.
  const response = await request.get(`/blog/${post.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const read = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: doc.title,
      description: meta('meta[name="description"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogType: meta('meta[property="og:type"]'),
      ogUrl: meta('meta[property="og:url"]'),
      twitter: meta('meta[name="twitter:card"]'),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      jsonLd: doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
      article: doc.querySelector('article')?.textContent ?? '',
      inlineScripts: [...doc.querySelectorAll('script:not([src]):not([type])')].length,
      links: [...doc.querySelectorAll('article a')].map((a) => a.getAttribute('href')),
    };
  }, html);
  expect(read.title).toBe(`${title} — Blog Usaha`);
  expect(read.description).toBe('Panduan singkat mencatat kas harian untuk warung dan toko.');
  expect(read.ogTitle).toBe(title);
  expect(read.ogType).toBe('article');
  expect(read.ogUrl).toMatch(new RegExp(`/blog/${post.slug}$`));
  expect(read.canonical).toBe(read.ogUrl);
  expect(read.twitter).toBe('summary');
  expect(JSON.parse(read.jsonLd)).toMatchObject({ '@type': 'BlogPosting', headline: title });
  expect(read.article).toContain('Hitung uang tunai sebelum toko buka');
  // The post's raw HTML is text, its javascript: link is no link; the one inline script is
  // the colour scheme's.
  expect(read.article).toContain('<script>alert("xss")</script>');
  expect(read.inlineScripts).toBe(1);
  expect(read.links.some((href) => href?.startsWith('javascript:'))).toBe(false);

  // The feed and the sitemap, read by a browser's XML parser.
  for (const [path, root, child] of [
    ['/rss.xml', 'rss', 'item > title'],
    ['/sitemap.xml', 'urlset', 'url > loc'],
  ] as const) {
    const xml = await (await request.get(path)).text();
    const parsed = await page.evaluate(
      ({ source, child }) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          root: doc.documentElement.localName,
          texts: [...doc.querySelectorAll(child)].map((node) => node.textContent ?? ''),
        };
      },
      { source: xml, child },
    );
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe(root);
    expect(parsed.texts.join('\n')).toContain(path === '/rss.xml' ? title : `/blog/${post.slug}`);
  }

  // An unknown post is a real 404; an address the post left answers 301.
  expect((await request.get('/blog/tidak-ada-artikel-ini')).status()).toBe(404);
  const moved = await api.call<Post>('PUT', `admin/blog/posts/${post.id}/`, {
    version: post.version,
    slug: `${post.slug}-baru`,
  });
  const old = await request.get(`/blog/${post.slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blog/${moved.slug}`);

  // A reader on a phone: the list, the card, the post.
  const look = new Inspector(page, 'blog');
  await page.goto('/blog?tag=kas');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${moved.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bagikan ke WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await look.look('post');
  await page.emulateMedia({ colorScheme: 'dark' });
  await look.look('post');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Salin tautan' }).click();
  await expect(page.getByRole('button', { name: 'Tautan disalin' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/blog/${moved.slug}$`),
  );
  expect(look.problems).toEqual([]);
});

test('the editor writes in /apps/blog and staff publish a testimonial the home page then shows', async ({
  page,
  browser,
}) => {
  const api = await editorApi(page, SITE_STAFF_EMAIL);
  const look = new Inspector(page, 'editor');
  // The editor's pages: the list, and a new post whose address follows its title.
  await page.goto('/apps/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.getByRole('link', { name: 'Tulis artikel' }).click();
  const title = `Menghitung HPP ${Date.now()}`;
  await page.getByLabel(/^Judul\s*\*?$/).fill(title);
  await expect(page.getByLabel('Alamat')).toHaveValue(/^menghitung-hpp-\d+$/);
  await page.getByRole('tab', { name: 'Tulis' }).click();
  await page.getByLabel('Isi', { exact: true }).fill('## Bahan\n\nHitung **semua** bahan.');
  await page.getByRole('tab', { name: 'Pratinjau' }).click();
  await expect(
    page.getByTestId('post-preview').getByRole('heading', { name: 'Bahan' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page).toHaveURL(/\/apps\/blog\/form\//);
  await expect(page.getByText(/Draf disimpan/)).toBeVisible();
  await look.look('form');
  await page.getByRole('button', { name: 'Terbitkan sekarang' }).click();
  await expect(page.getByText('Artikel diterbitkan.')).toBeVisible();

  // Staff publish a testimonial; the home page, rendered by the server, shows it with the plans.
  const quote = `Kas toko saya cocok tiap sore ${Date.now()}`;
  await api.call('POST', 'admin/testimonials/', {
    name: 'Sari Wulandari',
    business: 'Warung Sari',
    city: 'Bandung',
    quote,
    rating: 5,
    published: true,
  });
  await page.goto('/admin/testimonials');
  await expect(page.getByText(`“${quote}”`)).toBeVisible();
  const visitor = await browser.newPage({ viewport: PHONE });
  const home = new Inspector(visitor, 'home-data');
  await visitor.goto('/');
  await expect(visitor.getByText(`“${quote}”`)).toBeVisible();
  await expect(visitor.getByTestId('public-plan')).toHaveCount(3);
  await expect(visitor.getByRole('button', { name: 'Testimoni berikutnya' })).toBeVisible();
  await home.look('home');
  await visitor.goto('/testimonials-simple');
  await expect(visitor.getByText(`“${quote}”`)).toBeVisible();
  await home.look('testimonials-simple');
  await visitor.close();

  // A member who is no editor is told the blog's pages are not for them.
  const member = await browser.newContext({ viewport: PHONE });
  await signUp(member, 'pembaca');
  const memberPage = await member.newPage();
  await memberPage.goto('/apps/blog');
  await expect(
    memberPage.getByRole('heading', { name: 'Halaman ini untuk editor blog' }),
  ).toBeVisible();
  await member.close();
  expect([...look.problems, ...home.problems]).toEqual([]);
});
