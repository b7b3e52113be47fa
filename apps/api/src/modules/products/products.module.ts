/** Wires the products. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { productRoutes } from './products.routes';
import { createProductService } from './products.service';

export function registerProducts(app: FastifyInstance, deps: { database: Database }) {
  const products = createProductService(deps);
  productRoutes(app, { products });
  return { products };
}
