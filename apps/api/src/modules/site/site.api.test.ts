/**
 * The site's documents for machines (issue 18): the sitemap lists the public pages and the
 * published posts with their last change, the feed carries the newest posts with every text
 * escaped, robots.txt points at the sitemap; a moved post's page answers 301.
 */
import type { EditorBlogPost } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { data, type Owner } from '../../test/ledger';
import { draft, EDITOR_POSTS, published, signUpEditor } from '../blog/blog-test-helpers';

let t: TestApp;
let editor: Owner;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ editor } = await signUpEditor(t));
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

describe('the sitemap', () => {
  it('lists the public pages and every published post with its last change, no draft', async () => {
    const live = await published(editor);
    const hidden = await draft(editor);
    const response = await visitor.request('GET', '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const path of ['/', '/blog', '/faq', '/contact', '/terms', '/privacy']) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(xml).toMatch(
      new RegExp(
        `<loc>http://localhost:3000/blog/${live.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`,
      ),
    );
    expect(xml).not.toContain(hidden.slug);
  });
});

describe('the feed', () => {
  it('carries the newest posts in RSS 2.0 with every text escaped', async () => {
    const hostile = await published(editor, {
      title: 'Untung & rugi <script>alert(1)</script>',
      excerpt: ']]></description><evil/>',
      tags: ['pajak & ppn'],
    });
    const response = await visitor.request('GET', '/rss.xml', {
      headers: { cookie: 'usaha-language=en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const xml = response.body;
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Usaha Blog</title>');
    expect(xml).toContain('<language>en</language>');
    expect(xml).toContain('<title>Untung &amp; rugi &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(xml).toContain(`<link>http://localhost:3000/blog/${hostile.slug}</link>`);
    expect(xml).toContain('<description>]]&gt;&lt;/description&gt;&lt;evil/&gt;</description>');
    expect(xml).toContain('<category>pajak &amp; ppn</category>');
    expect(xml).not.toContain('<evil/>');
  });
});

describe('robots.txt and addresses', () => {
  it('lets crawlers read the site, not the app, and names the sitemap', async () => {
    const robots = await visitor.request('GET', '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /apps/');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('answers a post’s old address with 301 to its page', async () => {
    const post = await published(editor);
    data<EditorBlogPost>(
      await editor.request('PUT', `${EDITOR_POSTS}${post.id}/`, {
        body: { version: post.version, slug: `${post.slug}-pindah` },
      }),
    );
    const moved = await visitor.request('GET', `/blog/${post.slug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/blog/${post.slug}-pindah`);
  });
});
