/** What the server says on success, in the caller's language (lib/language.ts). */
import { type ServerMessageKey, serverText } from '@usaha/shared/messages';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './language';

export function say(
  request: FastifyRequest,
  key: ServerMessageKey,
  params?: Record<string, string | number>,
): string {
  return serverText(requestLanguage(request), key, params);
}
