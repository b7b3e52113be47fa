/**
 * The public pages as HTML from the server (issue 18): home, FAQ, terms, privacy, the blog and
 * its posts, the testimonials and the portal's own page (without a link), rendered by the web build's renderer with the data they show; an unknown post is a
 * real 404 and a moved one a 301. Beside them the sitemap, the feed and robots.txt.
 */
import { AppError, blogPostListQuerySchema, type Plan, type Testimonial } from '@usaha/shared';
import { serverText } from '@usaha/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShellSender } from '../../plugins/web';
import type { BlogService } from '../blog/blog.service';
import type { PageCache } from './page-cache';
import { robotsTxt, rssXml, sitemapXml } from './site-feeds';
import { pageLanguage } from './site-language';
import type { PageData, PageRenderer } from './site-renderer';

/** The pages without data of their own. */
export const STATIC_PAGES = ['/faq', '/terms', '/privacy', '/contact'] as const;
/** The pages that show the testimonials. */
const TESTIMONIAL_PAGES = ['/testimonials-demo', '/testimonials-simple'] as const;

const BLOG_PAGE_SIZE = 12;

const NOT_FOUND = 'not-found';
/** What crawlers are told of a page opened by a customer's link. */
const PORTAL_ROBOTS = 'noindex, nofollow';
/** What a page's loader finds: its data, nothing, or the post's new address. */
type Loaded = PageData | typeof NOT_FOUND | { movedTo: string };

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
    fallback: ShellSender;
  },
) {
  const { origin } = deps;

  /**
   * One page: from the cache when it was made in the last minute (its data is then not read at
   * all), else its data loaded, rendered and kept. A moved post answers 301, also without a
   * renderer; a page with no data of its own is the 404 page.
   */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<Loaded>,
  ) {
    const language = pageLanguage(request);
    const key = `${language} ${request.url}`;
    let page = deps.render ? deps.cache.get(key) : null;
    if (!page) {
      const loaded = await load();
      if (typeof loaded === 'object' && 'movedTo' in loaded) {
        return reply.redirect(`/blog/${loaded.movedTo}`, 301);
      }
      if (!deps.render) return deps.fallback(request, reply);
      const notFound = loaded === NOT_FOUND;
      const data = notFound ? {} : loaded;
      page = {
        html: deps.render({ url: request.url, language, origin, data, notFound }),
        status: notFound ? 404 : 200,
      };
      deps.cache.set(key, page);
    }
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  for (const path of STATIC_PAGES) {
    app.get(path, (request, reply) => sendPage(request, reply, async () => ({})));
  }

  // The portal without a link says what it is for; with one, the app's page reads the invoice
  // or statement the link names. That page carries the link's secret in its address: no search
  // engine keeps it and no site it links to learns it, as the portal's API answers say.
  app.get<{ Querystring: Record<string, unknown> }>('/portal', (request, reply) => {
    const { token, statement } = request.query;
    if (token === undefined && statement === undefined) {
      return sendPage(request, reply, async () => ({}));
    }
    reply.header('x-robots-tag', PORTAL_ROBOTS).header('referrer-policy', 'no-referrer');
    return deps.fallback(request, reply, { robots: PORTAL_ROBOTS });
  });

  app.get('/', (request, reply) =>
    sendPage(request, reply, async () => {
      const [plans, testimonials] = await Promise.all([deps.plans(), deps.testimonials()]);
      return { plans, testimonials };
    }),
  );

  for (const path of TESTIMONIAL_PAGES) {
    app.get(path, (request, reply) =>
      sendPage(request, reply, async () => ({ testimonials: await deps.testimonials() })),
    );
  }

  app.get('/blog', (request, reply) =>
    sendPage(request, reply, async () => {
      const query = blogPostListQuerySchema.safeParse(request.query);
      if (!query.success) return NOT_FOUND;
      const { tag, lang, cursor } = query.data;
      const filter = { tag, lang, cursor };
      let page: Awaited<ReturnType<BlogService['list']>>;
      try {
        page = await deps.blog.list({ ...filter, limit: BLOG_PAGE_SIZE });
      } catch (error) {
        // A cursor that does not decode: no such page. Anything else is the server's fault.
        if (error instanceof AppError && error.code === 'VALIDATION_FAILED') return NOT_FOUND;
        throw error;
      }
      return {
        blogPage: {
          filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value)),
          page,
          tags: await deps.blog.tags(lang),
        },
      };
    }),
  );

  app.get<{ Params: { slug: string } }>('/blog/:slug', (request, reply) =>
    sendPage(request, reply, async () => {
      const found = await deps.blog.atAddress(request.params.slug.slice(0, 200));
      if (!found) return NOT_FOUND;
      return 'movedTo' in found ? found : { blogPost: found.post };
    }),
  );

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
