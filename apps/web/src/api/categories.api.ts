/** The categories of money in and out (`/v1/categories/`, contract: cashbook.schemas). */
import type {
  Category,
  CategoryKind,
  CreateCategoryInput,
  categoryDeletedResponseSchema,
  ResponseOf,
  UpdateCategoryInput,
} from '@usaha/shared';
import { apiRequest } from '../lib/api-client';
import { requestData, toQueryString } from '../lib/api-data';
import { idempotencyHeaders } from '../lib/idempotency-key';

export type CategoryListQuery = { kind?: CategoryKind; includeArchived?: boolean };

export function listCategories(options: CategoryListQuery = {}): Promise<Category[]> {
  const query = toQueryString({
    kind: options.kind,
    include_archived: options.includeArchived || undefined,
  });
  return requestData<Category[]>(`/v1/categories/${query}`);
}

export function createCategory(
  body: CreateCategoryInput,
  idempotencyKey?: string,
): Promise<Category> {
  return requestData<Category>('/v1/categories/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function updateCategory(id: string, body: UpdateCategoryInput): Promise<Category> {
  return requestData<Category>(`/v1/categories/${id}/`, { method: 'PUT', body });
}

/** A category in use is archived rather than deleted: `archived` says which happened. */
export async function deleteCategory(id: string): Promise<{ archived: boolean }> {
  const response = await apiRequest<ResponseOf<typeof categoryDeletedResponseSchema>>(
    `/v1/categories/${id}/`,
    { method: 'DELETE' },
  );
  return { archived: response.archived };
}
