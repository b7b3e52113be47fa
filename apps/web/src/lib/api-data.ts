/**
 * The two shapes of a successful answer (DESIGN.md §2), typed by the shared contracts: one thing
 * (`dataResponse`) or one page of a list (`listResponse`), kept as its rows beside its meta; and
 * the query strings of list filters.
 */
import type {
  DataResponse,
  deletedResponseSchema,
  ListMeta,
  ListResponse,
  Page,
  ResponseOf,
} from '@usaha/shared';
import { type ApiRequestOptions, apiRequest } from './api-client';

/** The `data` of a `{ success, data }` answer. */
export async function requestData<T>(path: string, options?: ApiRequestOptions): Promise<T> {
  return (await apiRequest<DataResponse<T>>(path, options)).data;
}

/** A list answer as one page: its rows beside its meta (cursor, and totals where it has some). */
export async function requestPage<T, M extends ListMeta = ListMeta>(
  path: string,
  options?: ApiRequestOptions,
): Promise<Page<T, M>> {
  const response = await apiRequest<ListResponse<T, M>>(path, options);
  return { data: response.data, ...response.meta } as Page<T, M>;
}

/** A DELETE answered `{ success, message }`. */
export async function requestDelete(path: string): Promise<void> {
  await apiRequest<ResponseOf<typeof deletedResponseSchema>>(path, { method: 'DELETE' });
}

/** `?a=1&b=2` from the defined, non-empty values; '' when there are none. */
export function toQueryString(params: Record<string, string | number | boolean | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
