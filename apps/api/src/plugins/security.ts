/** helmet with a strict CSP, CORS for the configured origins only (with credentials), compression. */

import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { THEME_SCRIPT } from '@usaha/shared/theme-script';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { isTrustworthyOrigin } from '../lib/trustworthy-origin';

/** The server-rendered pages' one inline script, allowed by its hash and nothing else. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

export async function registerSecurity(
  app: FastifyInstance,
  config: Pick<Config, 'corsOrigins' | 'publicUrl'>,
) {
  // Cookies are parsed only where a route reads them (readCookie), not on every request.
  await app.register(cookie, { hook: false });
  const https = config.publicUrl.startsWith('https://');
  const pageHeaders = staticHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...config.corsOrigins],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", THEME_SCRIPT_HASH],
        scriptSrcAttr: ["'none'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Over plain http to an address that is not loopback (the shop's Wi-Fi) the browser ignores
  // Cross-Origin-Opener-Policy and says so on every page: it is left out there.
  const { 'cross-origin-opener-policy': _ignoredThere, ...plainPageHeaders } = pageHeaders;
  // JSON answers get the short set the OWASP REST cheat sheet asks for; documents get helmet's.
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    // Most answers depend on the caller (ASVS 8.2.1): none is kept by a browser or a proxy
    // unless its route says so (a business logo, a receipt image: private, for a while).
    'cache-control': 'no-store',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', (request, reply, done) => {
    const api = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    reply.headers(api ? apiHeaders : isTrustworthyOrigin(request) ? pageHeaders : plainPageHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
  // Request bodies are never compressed; answers over 1 KiB are, when the client accepts it.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
  });
  // Without configured origins every call is same-origin: no CORS handling at all.
  if (config.corsOrigins.length === 0) return;
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-CSRFToken',
      'Idempotency-Key',
      'X-Request-Id',
    ],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}

/**
 * helmet's headers do not depend on the request here (no nonces), so they are worked out once at
 * start-up instead of on every request (@fastify/helmet rebuilds them each time).
 */
function staticHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
