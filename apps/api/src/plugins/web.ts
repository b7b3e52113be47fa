/**
 * Serves the built SPA: hashed assets cached for a year, index.html and builds/latest.json never
 * cached, and every other path that is not an API route falls back to index.html.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors';

const NEVER_CACHE = 'no-cache, no-store, must-revalidate';

export async function registerWeb(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // The web build writes .br and .gz beside each hashed asset; send those as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        if (path.includes(`${join(webDist, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (path.endsWith('index.html') || path.endsWith('latest.json')) {
          res.header('cache-control', NEVER_CACHE);
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || !hasWeb || !wantsPage)
      return apiNotFound(request, reply);
    // A missing hashed asset must not come back as HTML with status 200.
    if (path.startsWith('/assets/') || path.startsWith('/builds/'))
      return apiNotFound(request, reply);
    return reply
      .header('cache-control', NEVER_CACHE)
      .type('text/html; charset=utf-8')
      .sendFile('index.html');
  });
}
