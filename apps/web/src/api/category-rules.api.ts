/** Category rules (`/v1/category-rules/`, contract: category-rule.schemas). */
import type { CategoryRule, CreateCategoryRuleInput, UpdateCategoryRuleInput } from '@usaha/shared';
import { apiRequest } from '../lib/api-client';
import { requestData } from '../lib/api-data';
import { idempotencyHeaders } from '../lib/idempotency-key';

/** Every rule of the business, in the order they are asked. */
export function listCategoryRules(): Promise<CategoryRule[]> {
  return requestData<CategoryRule[]>('/v1/category-rules/');
}

export function createCategoryRule(
  body: CreateCategoryRuleInput,
  idempotencyKey?: string,
): Promise<CategoryRule> {
  return requestData<CategoryRule>('/v1/category-rules/', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** `position` moves the rule there; the others close up. */
export function updateCategoryRule(
  id: string,
  body: UpdateCategoryRuleInput,
): Promise<CategoryRule> {
  return requestData<CategoryRule>(`/v1/category-rules/${id}/`, { method: 'PUT', body });
}

export async function deleteCategoryRule(id: string): Promise<void> {
  await apiRequest(`/v1/category-rules/${id}/`, { method: 'DELETE' });
}
