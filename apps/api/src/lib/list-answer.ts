/**
 * A list's answer (`ListResponse` in packages/shared/src/common.schemas.ts): the page's rows and
 * where the next page starts, with what else the list tells beside them (its totals, an unread
 * count) in `meta`.
 */
import type { Page } from '../db/keyset';

export function listAnswer<T, Extra extends Record<string, unknown> = Record<never, never>>(
  page: Page<T>,
  extra?: Extra,
) {
  return {
    success: true as const,
    data: page.data,
    meta: { next_cursor: page.next_cursor, has_more: page.has_more, ...(extra as Extra) },
  };
}

/** A list answered whole, in one page. */
export function wholeList<T, Extra extends Record<string, unknown> = Record<never, never>>(
  data: T[],
  extra?: Extra,
) {
  return {
    success: true as const,
    data,
    meta: { next_cursor: null, has_more: false as const, ...(extra as Extra) },
  };
}
