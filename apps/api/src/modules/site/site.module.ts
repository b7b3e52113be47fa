/**
 * Wires the public site (issue 18): the pages the server renders and the documents for
 * crawlers. It owns no table; it reads the blog through its service.
 */

import type { Plan, Testimonial } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ShellSender } from '../../plugins/web';
import type { BlogService } from '../blog/blog.service';
import { createPageCache } from './page-cache';
import { siteRoutes } from './site.routes';
import { loadPageRenderer } from './site-renderer';

export async function registerSite(
  app: FastifyInstance,
  deps: {
    blog: BlogService;
    plans: () => Promise<Plan[]>;
    testimonials: () => Promise<Testimonial[]>;
    origin: string;
    ssrDist: string;
    fallback: ShellSender;
    /** Call back after every change to what the pages show (posts, testimonials). */
    onChange: Array<(listener: () => void) => void>;
  },
) {
  const render = await loadPageRenderer(deps.ssrDist);
  const cache = createPageCache();
  for (const subscribe of deps.onChange) subscribe(cache.clear);
  siteRoutes(app, { ...deps, render, cache });
}
