/** Wires the category rules: the texts that suggest a category for a bank-statement row. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { categoryRuleRoutes } from './category-rules.routes';
import { createCategoryRuleService } from './category-rules.service';

export function registerCategoryRules(app: FastifyInstance, deps: { database: Database }) {
  const rules = createCategoryRuleService(deps);
  categoryRuleRoutes(app, { rules });
  return { rules };
}
