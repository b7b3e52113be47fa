/**
 * Serves the built SPA: hashed assets cached for a year, index.html and builds/latest.json never
 * cached, and every other path that is not an API route falls back to index.html.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './errors';

const NEVER_CACHE = 'no-cache, no-store, must-revalidate';

type PreloadArea = { paths: string[]; modules: string[]; styles: string[] };

/**
 * index.html for each area the build named in builds/preload.json, with the area's files as
 * preload hints (issue 13): a deep link into the apps fetches its shell beside the start-up
 * script. Read once at start; a build without the file serves index.html as it is.
 */
function htmlByArea(webDist: string, index: string): Array<{ paths: string[]; html: string }> {
  const file = join(webDist, 'builds', 'preload.json');
  if (!existsSync(file)) return [];
  const { areas } = JSON.parse(readFileSync(file, 'utf8')) as { areas: PreloadArea[] };
  const safe = (url: string) => /^\/[\w./-]+$/.test(url);
  return areas.map((area) => {
    const links = [
      ...area.styles.filter(safe).map((url) => `<link rel="stylesheet" href="${url}">`),
      ...area.modules
        .filter(safe)
        .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    ];
    return { paths: area.paths, html: index.replace('</head>', `${links.join('')}</head>`) };
  });
}

const inArea = (path: string, paths: string[]) =>
  paths.some((area) => path === area || path.startsWith(`${area}/`));

/**
 * How the shell is sent: `robots` puts a robots meta tag into its head (a page with a secret in
 * its address, such as the portal's link, is not for search engines).
 */
export type ShellOptions = { robots?: string };

/** What the web plugin answers a page with when nothing else renders it. */
export type ShellSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  options?: ShellOptions,
) => unknown;

export async function registerWeb(app: FastifyInstance, webDist: string): Promise<ShellSender> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  const index = hasWeb ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  const areas = hasWeb ? htmlByArea(webDist, index) : [];
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // `/` is a page the server renders (modules/site); index.html is the app's shell.
      index: false,
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
  const sendShell: ShellSender = (request, reply, options = {}) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!hasWeb) return apiNotFound(request, reply);
    reply.header('cache-control', NEVER_CACHE).type('text/html; charset=utf-8');
    const area = areas.find((candidate) => inArea(path, candidate.paths));
    if (options.robots) {
      // The value is the server's own constant, never the request's.
      const meta = `<meta name="robots" content="${options.robots}">`;
      return reply.send((area?.html ?? index).replace('</head>', `${meta}</head>`));
    }
    return area ? reply.send(area.html) : reply.sendFile('index.html');
  };
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || !wantsPage)
      return apiNotFound(request, reply);
    // A missing hashed asset must not come back as HTML with status 200.
    if (path.startsWith('/assets/') || path.startsWith('/builds/'))
      return apiNotFound(request, reply);
    return sendShell(request, reply);
  });
  return sendShell;
}
