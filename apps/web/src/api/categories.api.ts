/** The categories of money in and out (`/v1/categories/`, contract: cashbook.schemas). */
import {
  type Category,
  type CategoryKind,
  type CreateCategoryInput,
  type categoryDeletedResponseSchema,
  categoryLabel,
  type ResponseOf,
  type UpdateCategoryInput,
} from '@usaha/shared';
import { apiRequest } from '../lib/api-client';
import { requestData, toQueryString } from '../lib/api-data';
import { currentLanguage, type UiLanguage } from '../lib/i18n';
import { idempotencyHeaders } from '../lib/idempotency-key';

export type CategoryListQuery = { kind?: CategoryKind; includeArchived?: boolean };

/**
 * The categories with the seeded ones named in `language` (until the owner renames one), in
 * the order a reader of that language looks them up: by kind, then by name.
 */
export async function listCategories(
  options: CategoryListQuery = {},
  language: UiLanguage = currentLanguage(),
): Promise<Category[]> {
  const query = toQueryString({
    kind: options.kind,
    include_archived: options.includeArchived || undefined,
  });
  const categories = await requestData<Category[]>(`/v1/categories/${query}`);
  return categories
    .map((category) => ({ ...category, name: categoryLabel(category, language) }))
    .sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) ||
        a.name.localeCompare(b.name, language, { sensitivity: 'base' }),
    );
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
