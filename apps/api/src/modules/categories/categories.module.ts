/** Wires the income and expense categories. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { categoryRoutes } from './categories.routes';
import { createCategoryService } from './categories.service';

export function registerCategories(app: FastifyInstance, deps: { database: Database }) {
  const categories = createCategoryService(deps);
  categoryRoutes(app, { categories });
  return { categories };
}
