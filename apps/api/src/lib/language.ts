/**
 * The language the API answers a caller in: the first language of `Accept-Language` (by its
 * weights) that Usaha speaks. The web sends the language its user chose; a caller that names none
 * gets English, the language of the API's documentation.
 */
import type { MessageLanguage } from '@usaha/shared/messages';
import type { FastifyRequest } from 'fastify';

export const DEFAULT_API_LANGUAGE: MessageLanguage = 'en';

/** `in` is the old ISO 639 code for Indonesian, still sent by some Android browsers. */
const PRIMARY: Record<string, MessageLanguage> = { id: 'id', in: 'id', en: 'en' };

export function languageOf(header: string | string[] | undefined): MessageLanguage {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_API_LANGUAGE;
  const ranked = value
    .slice(0, 256)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const weight = options.map((option) => /^\s*q=([0-9.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((item) => item.q > 0 && !Number.isNaN(item.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = PRIMARY[tag.split('-')[0] ?? ''];
    if (language) return language;
  }
  return DEFAULT_API_LANGUAGE;
}

export function requestLanguage(request: FastifyRequest): MessageLanguage {
  return languageOf(request.headers['accept-language']);
}
