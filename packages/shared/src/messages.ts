/**
 * The words the server says, in both languages: error codes, field reasons and the server's own
 * confirmations. The web loads the same files as its `errors` and `fields` namespaces; the server
 * imports them here (`@usaha/shared/messages`), outside the package index, so the web's first
 * download never carries them.
 */
import errorsEn from './locales/en/errors.json';
import fieldsEn from './locales/en/fields.json';
import serverEn from './locales/en/server.json';
import errorsId from './locales/id/errors.json';
import fieldsId from './locales/id/fields.json';
import serverId from './locales/id/server.json';

export const MESSAGE_LANGUAGES = ['id', 'en'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

type Catalog = { errors: Record<string, string>; fields: Record<string, string> };
export type ServerMessageKey = keyof typeof serverEn;

const CATALOGS: Record<MessageLanguage, Catalog & { server: Record<ServerMessageKey, string> }> = {
  id: { errors: errorsId, fields: fieldsId, server: serverId },
  en: { errors: errorsEn, fields: fieldsEn, server: serverEn },
};

/** `{{name}}` placeholders filled from `params`; an unknown one stays as it is. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The sentence for an error code, or undefined when the catalog has none. */
export function errorText(language: MessageLanguage, code: string): string | undefined {
  return CATALOGS[language].errors[code];
}

/** The sentence for a field's reason, with its numbers. */
export function fieldText(
  language: MessageLanguage,
  code: string,
  params?: Record<string, string | number>,
): string | undefined {
  const text = CATALOGS[language].fields[code];
  return text === undefined ? undefined : interpolate(text, params);
}

export function isServerMessageKey(key: string): key is ServerMessageKey {
  return Object.hasOwn(CATALOGS.en.server, key);
}

/** A confirmation the server sends with a success (`Logged out`). */
export function serverText(
  language: MessageLanguage,
  key: ServerMessageKey,
  params?: Record<string, string | number>,
): string {
  return interpolate(CATALOGS[language].server[key], params);
}
