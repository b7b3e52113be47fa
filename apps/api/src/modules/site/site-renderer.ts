/**
 * The web build's renderer of the public pages (apps/web/src/ssr/entry-server.tsx, built to
 * dist-ssr/ beside dist/), loaded once at start. Without a build (the API's own tests, a fresh
 * checkout) there is none, and the pages are the app's shell as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlogPost, BlogPostSummary, BlogTag, Page, Plan, Testimonial } from '@usaha/shared';

export type PageLanguage = 'id' | 'en';

/** What a page shows (the web's PageData). */
export type PageData = {
  blogPage?: {
    filter: { tag?: string; lang?: 'id' | 'en'; cursor?: string };
    page: Page<BlogPostSummary>;
    tags: BlogTag[];
  };
  blogPost?: BlogPost;
  plans?: Plan[];
  testimonials?: Testimonial[];
};

export type RenderInput = {
  url: string;
  language: PageLanguage;
  origin: string;
  data: PageData;
  notFound?: boolean;
};

type EntryServer = {
  renderPage(input: RenderInput & { assets: PublicAssets }): string;
};
type PublicAssets = { styles: string[]; scripts: string[]; islands?: Record<string, string> };

export type PageRenderer = (input: RenderInput) => string;

/** The renderer of the build in `ssrDist`, or null when there is none. */
export async function loadPageRenderer(ssrDist: string): Promise<PageRenderer | null> {
  const entry = join(ssrDist, 'entry-server.js');
  const assetsFile = join(ssrDist, 'public-assets.json');
  if (!existsSync(entry) || !existsSync(assetsFile)) return null;
  const assets = JSON.parse(readFileSync(assetsFile, 'utf8')) as PublicAssets;
  const module = (await import(pathToFileURL(entry).href)) as EntryServer;
  return (input) => module.renderPage({ ...input, assets });
}
