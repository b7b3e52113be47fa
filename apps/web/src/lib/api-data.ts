/**
 * The two shapes of a successful answer (DESIGN.md §2), typed by the shared contracts: one thing
 * (`dataResponse`) or one page of a list (`listResponse`), kept as its rows beside its meta.
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
