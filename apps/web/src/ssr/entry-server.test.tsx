/**
 * The server's rendering of the public pages (issue 18), read back as a browser would parse it:
 * a post's title, description, canonical address, Open Graph and Twitter tags and JSON-LD in the
 * head and its text in the body; a hostile post renders inert; the pages load only their script.
 */
import type { BlogPost } from '@usaha/shared';
import { XSS_CORPUS } from '@usaha/shared/xss-corpus';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';

// No stylesheet: the test document would try to load it (checked on the text below).
const assets = {
  styles: [],
  scripts: ['/assets/public-runtime-x.js'],
  islands: { contact: '/assets/contact-island-x.js' },
};
const origin = 'https://usaha.example';

function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: '01a21c42-7816-70b2-9d42-cee89b832260',
    slug: 'cara-mencatat-kas',
    title: 'Cara mencatat kas harian',
    excerpt: 'Lima menit setiap sore cukup.',
    tags: ['kas', 'umkm'],
    language: 'id',
    author_name: 'Tim Usaha',
    cover: {
      id: '0b6f2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
      width: 1440,
      height: 810,
      widths: [480, 960, 1440],
      alt: 'Buku kas di meja kasir',
    },
    published_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-21T03:00:00.000Z',
    reading_minutes: 3,
    body: '## Mulai dari saldo\n\nHitung **uang di laci** sebelum buka toko.',
    seo_title: null,
    seo_description: null,
    related: [],
    ...overrides,
  };
}

function render(url: string, data = {}, language: 'id' | 'en' = 'id', notFound = false) {
  const html = renderPage({ url, language, origin, assets, data, notFound });
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

const meta = (doc: Document, selector: string) =>
  doc.head.querySelector(selector)?.getAttribute('content');

describe('a post', () => {
  it('carries its title, description, canonical address and preview tags in the head', () => {
    const { doc } = render('/blog/cara-mencatat-kas', {
      blogPost: post({ seo_description: 'Panduan singkat.' }),
    });
    expect(doc.title).toBe('Cara mencatat kas harian — Blog Usaha');
    expect(meta(doc, 'meta[name="description"]')).toBe('Panduan singkat.');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/blog/cara-mencatat-kas`,
    );
    expect(meta(doc, 'meta[property="og:title"]')).toBe('Cara mencatat kas harian');
    expect(meta(doc, 'meta[property="og:type"]')).toBe('article');
    expect(meta(doc, 'meta[property="og:image"]')).toBe(
      `${origin}/api/v1/blog/covers/0b6f2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b/1440.jpg`,
    );
    expect(meta(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    const jsonLd = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Cara mencatat kas harian',
      datePublished: '2026-11-20T03:00:00.000Z',
      author: { name: 'Tim Usaha' },
    });
    // Only one description: the page's own, not a default beside it.
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('has the article itself in the HTML, with its cover in WebP and JPEG', () => {
    const { doc } = render('/blog/cara-mencatat-kas', { blogPost: post() });
    const article = doc.querySelector('article');
    expect(article?.getAttribute('lang')).toBe('id');
    expect(article?.querySelector('h1')?.textContent).toBe('Cara mencatat kas harian');
    expect(article?.querySelector('h2')?.textContent).toBe('Mulai dari saldo');
    expect(article?.querySelector('strong')?.textContent).toBe('uang di laci');
    expect(article?.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain(
      '960.webp 960w',
    );
    const img = article?.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('Buku kas di meja kasir');
    expect(img?.getAttribute('width')).toBe('1440');
    expect(article?.querySelector('a[href^="https://wa.me/"]')).toBeTruthy();
    expect(article?.querySelector('[data-copy]')?.getAttribute('data-copy')).toBe(
      `${origin}/blog/cara-mencatat-kas`,
    );
  });

  it('keeps a hostile title inside its elements and every XSS attempt of the body inert', () => {
    const title = '</title><script>alert(1)</script> "quoted" & <b>bold</b>';
    const { html, doc } = render('/blog/x', {
      blogPost: post({
        slug: 'x',
        title,
        excerpt: '</script><script>alert(2)</script>',
        body: XSS_CORPUS.join('\n\n'),
      }),
    });
    expect(doc.title).toContain(title);
    const scripts = [...doc.querySelectorAll('script')];
    // The theme script, the page's script and the JSON-LD: nothing else.
    expect(scripts.map((script) => script.getAttribute('type') ?? 'inline')).toEqual([
      'module',
      'inline',
      'application/ld+json',
    ]);
    expect(JSON.parse(scripts[2]?.textContent ?? '').headline).toBe(title);
    expect(html).not.toMatch(/<script>alert/);
    const body = doc.querySelector('[data-testid="post-body"]') as HTMLElement;
    for (const element of body.querySelectorAll('*')) {
      expect(['script', 'iframe', 'object', 'embed', 'svg', 'style', 'form', 'img']).not.toContain(
        element.tagName.toLowerCase(),
      );
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false);
        if (attribute.name === 'href')
          expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
      }
    }
  });
});

describe('the pages', () => {
  it('load the public script alone and the page stylesheet, in the visitor’s language', () => {
    const { doc } = render('/', {}, 'en');
    expect(doc.documentElement.lang).toBe('en');
    expect(
      [...doc.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    ).toEqual(['/assets/public-runtime-x.js']);
    const styled = renderPage({
      url: '/faq',
      language: 'id',
      origin,
      assets: { ...assets, styles: ['/assets/style-x.css'] },
      data: {},
    });
    expect(styled).toMatch(/<link rel="stylesheet" href="\/assets\/style-x.css"/);
    expect(doc.title).toMatch(/Usaha/);
    expect(doc.querySelector('h1')?.textContent).toBeTruthy();
    // The account buttons for both kinds of visitor: the script shows the right one.
    expect(doc.querySelector('[data-signed-in]')?.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelector('[data-signed-out] a[href="/auth/login"]')).toBeTruthy();
  });

  it('renders the 404 page for an unknown post', () => {
    const { doc } = render('/blog/tidak-ada', {}, 'id', true);
    expect(doc.body.textContent).toContain('Halaman Tidak Ditemukan: /blog/tidak-ada');
  });

  it('renders the portal without a link: what it is for, kept out of search results', () => {
    const { doc } = render('/portal', {}, 'en');
    expect(doc.querySelector('h1')?.textContent).toBe('Your invoice, online');
    expect(meta(doc, 'meta[name="robots"]')).toBe('noindex, nofollow');
    // No layout: the bare page's switches, the colour scheme's in its server form.
    expect(doc.querySelector('header nav')).toBeNull();
    expect(doc.querySelector('[data-color-scheme-toggle]')).not.toBeNull();
  });

  it('draws the contact form with its button waiting for the island script, loaded there only', () => {
    const { doc } = render('/contact?from=faq', {}, 'en');
    expect(doc.querySelector('h1')?.textContent).toBe('Contact us');
    const island = doc.querySelector('[data-island="contact"]');
    expect(island?.querySelector('input[name="email"]')).toBeTruthy();
    expect(island?.querySelector('textarea[name="message"]')).toBeTruthy();
    expect(island?.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    expect(
      [...doc.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    ).toEqual(['/assets/public-runtime-x.js', '/assets/contact-island-x.js']);
  });
});
