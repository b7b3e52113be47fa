/**
 * The products (`/v1/products/`, contract: product.schemas): the list by cursor, the picker's
 * search, one, the writes.
 */
import type { CreateProductInput, Page, Product, UpdateProductInput } from '@usaha/shared';
import { requestData, requestDelete, requestPage, toQueryString } from '../lib/api-data';
import { idempotencyHeaders } from '../lib/idempotency-key';

/** The products list's filters, under the API's names. */
export type ProductFilter = { q?: string; active?: boolean };
export type ProductListQuery = ProductFilter & { cursor?: string; limit?: number };

export function listProducts(query: ProductListQuery): Promise<Page<Product>> {
  return requestPage<Product>(`/v1/products/${toQueryString(query)}`);
}

/** The picker's best 20 active products for what was typed (the SKU or the name). */
export function searchProducts(q: string): Promise<Product[]> {
  // `q` goes even when empty: the picker then lists the first products.
  return requestData<Product[]>(`/v1/products/search/?${new URLSearchParams({ q })}`);
}

export function getProduct(id: string): Promise<Product> {
  return requestData<Product>(`/v1/products/${id}/`);
}

export function createProduct(body: CreateProductInput, idempotencyKey?: string) {
  return requestData<Product>('/v1/products/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** 409 with `errors.sku` when another product of the business has the SKU. */
export function updateProduct(id: string, body: UpdateProductInput): Promise<Product> {
  return requestData<Product>(`/v1/products/${id}/`, { method: 'PUT', body });
}

export function deleteProduct(id: string): Promise<void> {
  return requestDelete(`/v1/products/${id}/`);
}
