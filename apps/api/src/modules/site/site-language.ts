/**
 * The language of a public page: the visitor's choice (the cookie the app and the pages' script
 * set), else their browser's languages as the API reads them, else (a crawler sends none)
 * Bahasa Indonesia, the site's own.
 */
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../../lib/language';
import { readCookie } from '../../plugins/access';
import type { PageLanguage } from './site-renderer';

/** The web's LANGUAGE_KEY (apps/web/src/lib/storage-keys.ts). */
export const LANGUAGE_COOKIE = 'usaha-language';

export function pageLanguage(request: FastifyRequest): PageLanguage {
  const chosen = readCookie(request, LANGUAGE_COOKIE);
  if (chosen === 'id' || chosen === 'en') return chosen;
  const header = request.headers['accept-language'];
  return header ? languageOf(header) : 'id';
}
