/**
 * The site's documents for machines (issue 18): `sitemap.xml` (the public pages and every
 * published post, each with its last change), `rss.xml` (RSS 2.0, the newest posts) and
 * `robots.txt`. Every text is escaped for XML.
 */
import type { BlogPostSummary } from '@usaha/shared';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML; characters XML 1.0 cannot hold at all are dropped. */
export function xmlText(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what XML 1.0 forbids.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
  );
}

/** The public pages a search engine should know, besides the posts. */
export const SITEMAP_PAGES = ['/', '/blog', '/faq', '/contact', '/terms', '/privacy'] as const;

export function sitemapXml(
  origin: string,
  posts: Array<{ slug: string; lastModified: Date }>,
): string {
  const newest = posts[0]?.lastModified;
  const urls = [
    ...SITEMAP_PAGES.map((path) => ({
      loc: `${origin}${path}`,
      lastmod: path === '/blog' && newest ? newest.toISOString() : null,
    })),
    ...posts.map((post) => ({
      loc: `${origin}/blog/${post.slug}`,
      lastmod: post.lastModified.toISOString(),
    })),
  ];
  const body = urls
    .map(
      (url) =>
        `<url><loc>${xmlText(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${body}
</urlset>
`;
}

export function rssXml(
  origin: string,
  channel: { title: string; description: string; language: string },
  posts: BlogPostSummary[],
): string {
  const items = posts
    .map((post) => {
      const link = `${origin}/blog/${post.slug}`;
      return `<item>
<title>${xmlText(post.title)}</title>
<link>${xmlText(link)}</link>
<guid isPermaLink="false">${post.id}</guid>
<pubDate>${new Date(post.published_at).toUTCString()}</pubDate>
<description>${xmlText(post.excerpt)}</description>
${post.tags.map((tag) => `<category>${xmlText(tag)}</category>`).join('')}
</item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${xmlText(channel.title)}</title>
<link>${xmlText(`${origin}/blog`)}</link>
<description>${xmlText(channel.description)}</description>
<language>${channel.language}</language>
<atom:link href="${xmlText(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${posts[0] ? `<lastBuildDate>${new Date(posts[0].published_at).toUTCString()}</lastBuildDate>` : ''}
${items}
</channel>
</rss>
`;
}

/** Crawlers may read the site but not the app, the admin area, the API or customers' links. */
export function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/
Disallow: /apps/
Disallow: /admin
Disallow: /portal
Disallow: /dashboard
Disallow: /payment/

Sitemap: ${origin}/sitemap.xml
`;
}
