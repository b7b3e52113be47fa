/** pino options: a request id on every request line, secrets never written. */
import type { FastifyServerOptions } from 'fastify';

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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
  };
}
