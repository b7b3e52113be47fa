/** pino options: a request id on every request line, secrets never written. */
import { hostname } from 'node:os';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrftoken"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'token',
  'access',
  'refresh',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.token',
  '*.access',
  '*.refresh',
  '*.csrfToken',
  '*.authorization',
  '*.cookie',
];

/**
 * The URL as a log may keep it: a reset, invitation, portal or statement link (`?token=`,
 * `?statement=`), an invitation's own calls (`/api/v1/invitations/{token}/…`) and the portal's
 * (`/api/v1/portal/invoices/{token}/…`, `/api/v1/portal/statements/{token}/…`) carry a token
 * that opens an account, a customer's invoice or a contact's statement, and logs travel further
 * than the data directory.
 */
export function loggableUrl(url: string): string {
  return url
    .replace(/([?&](?:token|statement)=)[^&#]*/gi, '$1[Redacted]')
    .replace(
      /^(\/api\/v1\/(?:invitations|portal\/invoices|portal\/statements)\/)[^/?#]+/i,
      '$1[Redacted]',
    );
}

/** Fastify's own request line, with the URL made loggable. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** `instance` names the process in every line, beside pino's pid and hostname. */
export function loggerOptions(level: string, instance?: string): FastifyServerOptions['logger'] {
  return {
    level,
    ...(instance === undefined
      ? {}
      : { base: { pid: process.pid, hostname: hostname(), instance } }),
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: { req: serializeRequest },
  };
}
