/**
 * Wires the public site (issue 18): the pages the server renders and the documents for
 * crawlers. It owns no table; it reads the blog through its service.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BlogService } from '../blog/blog.service';
import { createPageCache } from './page-cache';
import { siteRoutes } from './site.routes';
import { loadPageRenderer } from './site-renderer';

export async function registerSite(
  app: FastifyInstance,
  deps: {
    blog: BlogService;
    origin: string;
    ssrDist: string;
    fallback: (request: FastifyRequest, reply: FastifyReply) => unknown;
    /** Calls back after every change to the posts. */
    onBlogChange: (listener: () => void) => void;
  },
) {
  const render = await loadPageRenderer(deps.ssrDist);
  const cache = createPageCache();
  deps.onBlogChange(cache.clear);
  siteRoutes(app, { ...deps, render, cache });
}
