/** Query keys and options of the category rules (under the ledger's 'cashbook' key). */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { listCategoryRules } from './category-rules.api';

export const categoryRuleKeys = {
  all: ['cashbook', 'category-rules'] as const,
};

export const categoryRulesQuery = () =>
  queryOptions({ queryKey: categoryRuleKeys.all, queryFn: listCategoryRules });

export function invalidateCategoryRules(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: categoryRuleKeys.all });
}
