/**
 * The public pages rendered on the server (issue 18): the same React components as in the app,
 * rendered to a whole HTML document with the page's title, description, canonical address and
 * link-preview tags in its head (React hoists them), and only the small script of
 * public-runtime/ to load. The API calls `renderPage` with the data the page shows.
 */
import '@mantine/core/styles.css';
import '../app/sizes.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BlogPost, BlogPostSummary, BlogTag, Page, Plan, Testimonial } from '@usaha/shared';
import { THEME_SCRIPT } from '@usaha/shared/theme-script';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { billingKeys } from '../api/billing.queries';
import type { BlogFilter } from '../api/blog.api';
import { blogKeys } from '../api/blog.queries';
import { testimonialKeys } from '../api/testimonials.queries';
import { PublicLayout } from '../app/layouts/public-layout';
import { cssVariablesResolver, theme } from '../app/theme';
import { NotFoundPage } from '../components/not-found-page';
import { BlogListPage } from '../features/blog/blog-list-page';
import { BlogPostPage } from '../features/blog/blog-post-page';
import { PortalAbout } from '../features/portal/portal-about';
import { ContactPage } from '../features/public/contact-page';
import { FaqPage } from '../features/public/faq-page';
import { LandingPage } from '../features/public/landing-page';
import { PrivacyPage } from '../features/public/privacy-page';
import { TermsPage } from '../features/public/terms-page';
import {
  TestimonialsDemoPage,
  TestimonialsSimplePage,
} from '../features/public/testimonials-pages';
import { SiteOriginContext, StaticPageContext } from '../lib/static-page';
import { type SsrLanguage, serverI18n } from './server-i18n';

export { SSR_LANGUAGES, type SsrLanguage } from './server-i18n';

/** The build's public-assets.json: the pages' stylesheets and script, and the islands. */
export type PublicAssets = {
  styles: string[];
  scripts: string[];
  /** A page's own script that puts a working part of the app into it, by island name. */
  islands?: Record<string, string>;
};

/** The pages with an island, by path: /contact's form (public-runtime/contact-island.tsx). */
const ISLANDS: Record<string, string> = { '/contact': 'contact' };

function scriptsOf(input: RenderInput): string[] {
  const island = ISLANDS[new URL(input.url, 'http://page').pathname];
  const islandScript = island ? input.assets.islands?.[island] : undefined;
  return islandScript ? [...input.assets.scripts, islandScript] : input.assets.scripts;
}

/** What a page shows, read by the API before it renders. */
export type PageData = {
  blogPage?: { filter: BlogFilter; page: Page<BlogPostSummary>; tags: BlogTag[] };
  blogPost?: BlogPost;
  /** The home page's prices and the testimonials (home and their own pages). */
  plans?: Plan[];
  testimonials?: Testimonial[];
};

export type RenderInput = {
  /** The path and query asked for. */
  url: string;
  language: SsrLanguage;
  /** The site's public address, for canonical links. */
  origin: string;
  /** The stylesheets and the script of the public pages (the build's public-assets.json). */
  assets: PublicAssets;
  data: PageData;
  /** No such page (an unknown post): the 404 page, inside the public layout. */
  notFound?: boolean;
};

function seededClient(data: PageData): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  if (data.blogPage) {
    const { filter, page, tags } = data.blogPage;
    client.setQueryData(blogKeys.page(filter), page);
    client.setQueryData(blogKeys.tags(filter.lang), tags);
  }
  if (data.blogPost) client.setQueryData(blogKeys.post(data.blogPost.slug), data.blogPost);
  if (data.plans) client.setQueryData(billingKeys.plans(), data.plans);
  if (data.testimonials) client.setQueryData(testimonialKeys.published(), data.testimonials);
  return client;
}

function PublicPages({ notFound }: { notFound: boolean }) {
  if (notFound) {
    return (
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    );
  }
  return (
    <Routes>
      {/* The portal without a link: no layout (SPEC.md §2). */}
      <Route path="portal" element={<PortalAbout />} />
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="testimonials-demo" element={<TestimonialsDemoPage />} />
        <Route path="testimonials-simple" element={<TestimonialsSimplePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The whole document of one public page. */
export function renderPage(input: RenderInput): string {
  const { language, assets } = input;
  const html = renderToString(
    <html lang={language} data-mantine-color-scheme="light">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
        <meta name="theme-color" content="#0c8599" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* Before the first paint: the visitor's colour scheme (allowed by its CSP hash). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {scriptsOf(input).map((src) => (
          <script key={src} type="module" src={src} async />
        ))}
      </head>
      <body>
        <div id="root">
          <StaticPageContext.Provider value={true}>
            <SiteOriginContext.Provider value={input.origin}>
              <MantineProvider
                theme={theme}
                cssVariablesResolver={cssVariablesResolver}
                defaultColorScheme="light"
              >
                <I18nextProvider i18n={serverI18n(language)}>
                  <QueryClientProvider client={seededClient(input.data)}>
                    <StaticRouter location={input.url}>
                      <PublicPages notFound={input.notFound === true} />
                    </StaticRouter>
                  </QueryClientProvider>
                </I18nextProvider>
              </MantineProvider>
            </SiteOriginContext.Provider>
          </StaticPageContext.Provider>
        </div>
      </body>
    </html>,
  );
  return `<!doctype html>${html}`;
}
