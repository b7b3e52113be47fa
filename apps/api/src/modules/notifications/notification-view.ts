/**
 * A notification as stored (its type and the values its message is written from) and as a reader
 * sees it: worded in the reader's language at the time of reading, so switching languages words
 * the whole inbox anew. Rows written before the values were kept show the words they were
 * written with. The stored form is also what travels on the live bus: each stream words it for
 * its own reader.
 */
import {
  type Language,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
} from '@usaha/shared';
import { renderNotification } from './notification-messages';

/** The values a type's message is written from: text stays text, numbers are grouped. */
export type NotificationParams = Record<string, string | number>;

export type StoredNotification = Omit<Notification, 'title' | 'body'> & {
  /** Null on a row written before the values were kept: `title` and `body` are its words. */
  params: NotificationParams | null;
  title: string | null;
  body: string | null;
};

const MAX_TITLE = 200;
const MAX_BODY = 1000;

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

export const isNotificationType = (value: unknown): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly unknown[]).includes(value);

/** The values of a stored row as the renderer takes them; anything else is left out. */
export function readParams(value: unknown): NotificationParams | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const params: NotificationParams = {};
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item))) {
      params[name] = item;
    }
  }
  return params;
}

/** The words of a notification in one language, clipped to the inbox's lengths. */
export function wordNotification(
  type: NotificationType,
  params: NotificationParams,
  language: Language,
): { title: string; body: string } {
  const copy = renderNotification(type, language, params);
  return { title: clip(copy.title, MAX_TITLE), body: clip(copy.body, MAX_BODY) };
}

type Wordable = {
  type: string;
  params: NotificationParams | null;
  title: string | null;
  body: string | null;
};

/** A row's words in `language`: from its values when it has them, else as it was written. */
export function wordsOf(row: Wordable, language: Language): { title: string; body: string } {
  return row.params !== null && isNotificationType(row.type)
    ? wordNotification(row.type, row.params, language)
    : { title: row.title ?? '', body: row.body ?? '' };
}

/** The notification as the reader sees it in `language`. */
export function readNotification(stored: StoredNotification, language: Language): Notification {
  const { params: _params, title: _title, body: _body, ...rest } = stored;
  return { ...rest, ...wordsOf(stored, language) };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

/** A stored notification that came over the live bus; null when it is not one. */
export function storedFromWire(value: unknown): StoredNotification | null {
  const item = value as Partial<Record<keyof StoredNotification, unknown>> | null;
  if (
    typeof item !== 'object' ||
    item === null ||
    !isText(item.id) ||
    !isNotificationType(item.type) ||
    !isTextOrNull(item.title) ||
    !isTextOrNull(item.body) ||
    !isTextOrNull(item.link) ||
    typeof item.read !== 'boolean' ||
    typeof item.archived !== 'boolean' ||
    !isText(item.created_at)
  ) {
    return null;
  }
  const params = item.params === null ? null : readParams(item.params);
  if (params === null && item.title === null) return null;
  return {
    id: item.id,
    type: item.type,
    params,
    title: item.title,
    body: item.body,
    link: item.link,
    read: item.read,
    archived: item.archived,
    created_at: item.created_at,
  };
}
