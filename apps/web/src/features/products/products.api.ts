/** The products calls: the list by cursor, one product, and the writes. */
import type { CreateProductInput, Product, UpdateProductInput } from '@usaha/shared';
import { apiRequest } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { toQueryString } from '../../lib/query-string';
import type { Page } from '../contacts/contacts.api';
import type { ProductFilter } from './use-product-filters';

type Data<T> = { success: true; data: T };

export type ProductListQuery = ProductFilter & { cursor?: string; limit?: number };

export async function listProducts(query: ProductListQuery): Promise<Page<Product>> {
  const response = await apiRequest<
    Data<Product[]> & { meta: { next_cursor: string | null; has_more: boolean } }
  >(`/v1/products/${toQueryString(query)}`);
  return { data: response.data, ...response.meta };
}

export async function getProduct(id: string): Promise<Product> {
  return (await apiRequest<Data<Product>>(`/v1/products/${id}/`)).data;
}

export async function createProduct(
  body: CreateProductInput,
  idempotencyKey = newIdempotencyKey(),
): Promise<Product> {
  const response = await apiRequest<Data<Product>>('/v1/products/', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return response.data;
}

/** 409 with `errors.sku` when another product of the business has the SKU. */
export async function updateProduct(id: string, body: UpdateProductInput): Promise<Product> {
  return (await apiRequest<Data<Product>>(`/v1/products/${id}/`, { method: 'PUT', body })).data;
}

export async function deleteProduct(id: string): Promise<void> {
  await apiRequest<{ success: true }>(`/v1/products/${id}/`, { method: 'DELETE' });
}
