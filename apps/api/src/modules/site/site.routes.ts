/**
 * The public pages as HTML from the server (issue 18): home, FAQ, terms, privacy, the blog and
 * its posts, rendered by the web build's renderer with the data they show; an unknown post is a
 * real 404 and a moved one a 301. Beside them the sitemap, the feed and robots.txt.
 */
import { blogPostListQuerySchema, type Plan, type Testimonial } from '@usaha/shared';
import { serverText } from '@usaha/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BlogService } from '../blog/blog.service';
import type { PageCache } from './page-cache';
import { robotsTxt, rssXml, sitemapXml } from './site-feeds';
import { pageLanguage } from './site-language';
import type { PageData, PageRenderer } from './site-renderer';

/** The pages without data of their own. */
export const STATIC_PAGES = ['/faq', '/terms', '/privacy'] as const;
/** The pages that show the testimonials. */
const TESTIMONIAL_PAGES = ['/testimonials-demo', '/testimonials-simple'] as const;

const BLOG_PAGE_SIZE = 12;

export function siteRoutes(
  app: FastifyInstance,
  deps: {
    blog: BlogService;
    /** The plans and prices (billing), for the home page. */
    plans: () => Promise<Plan[]>;
    /** The published testimonials. */
    testimonials: () => Promise<Testimonial[]>;
    origin: string;
    render: PageRenderer | null;
    cache: PageCache;
    /** Where a page goes when there is no renderer: the app's shell, or a 404 without a build. */
    fallback: (request: FastifyRequest, reply: FastifyReply) => unknown;
  },
) {
  const { origin } = deps;

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    data: PageData,
    notFound = false,
  ) {
    if (!deps.render) return deps.fallback(request, reply);
    const language = pageLanguage(request);
    const key = `${language} ${request.url}`;
    let html = deps.cache.get(key);
    if (!html) {
      html = deps.render({ url: request.url, language, origin, data, notFound });
      deps.cache.set(key, html);
    }
    return reply
      .code(notFound ? 404 : 200)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  for (const path of STATIC_PAGES) {
    app.get(path, (request, reply) => sendPage(request, reply, {}));
  }

  app.get('/', async (request, reply) => {
    const [plans, testimonials] = await Promise.all([deps.plans(), deps.testimonials()]);
    return sendPage(request, reply, { plans, testimonials });
  });

  for (const path of TESTIMONIAL_PAGES) {
    app.get(path, async (request, reply) =>
      sendPage(request, reply, { testimonials: await deps.testimonials() }),
    );
  }

  app.get('/blog', async (request, reply) => {
    const query = blogPostListQuerySchema.safeParse(request.query);
    if (!query.success) return sendPage(request, reply, {}, true);
    const { tag, lang, cursor } = query.data;
    const filter = { tag, lang, cursor };
    let page: Awaited<ReturnType<BlogService['list']>>;
    try {
      page = await deps.blog.list({ ...filter, limit: BLOG_PAGE_SIZE });
    } catch {
      // A cursor that does not decode: no such page.
      return sendPage(request, reply, {}, true);
    }
    const tags = await deps.blog.tags(lang);
    const { data, ...meta } = { ...page };
    return sendPage(request, reply, {
      blogPage: {
        filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value)),
        page: { data, next_cursor: meta.next_cursor, has_more: meta.has_more },
        tags,
      },
    });
  });

  app.get<{ Params: { slug: string } }>('/blog/:slug', async (request, reply) => {
    const found = await deps.blog.atAddress(request.params.slug.slice(0, 200));
    if (found && 'movedTo' in found) return reply.redirect(`/blog/${found.movedTo}`, 301);
    if (!found) return sendPage(request, reply, {}, true);
    return sendPage(request, reply, { blogPost: found.post });
  });

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemapXml(origin, await deps.blog.addresses())),
  );

  app.get('/rss.xml', async (request, reply) => {
    const language = pageLanguage(request);
    const channel = {
      title: serverText(language, 'blogFeedTitle'),
      description: serverText(language, 'blogFeedDescription'),
      language,
    };
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(rssXml(origin, channel, await deps.blog.latest()));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );
}
