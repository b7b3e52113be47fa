/**
 * Baselines for the directory figures: bare Fastify handlers on the same Database object that
 * run the SAME statements the app runs for GET /api/v1/contacts/, contacts/search/, products/
 * and products/search/ (AUTH_CONTEXT_SQL, then the list or picker statement of contacts.sql.ts /
 * products.sql.ts), map the rows with the app's own mappers and answer the same body through
 * Fastify's default JSON.stringify. What they leave out is our overhead: validation, the access
 * hooks, JWT verification, headers and the schema serialiser.
 */
import Fastify from 'fastify';
import type { Database } from '../../apps/api/src/db/client';
import { nameKeyOf, nameKeyset } from '../../apps/api/src/db/keyset';
import {
  type ContactRow,
  toContact,
} from '../../apps/api/src/modules/contacts/contacts.repository';
import { contactPageSql, contactSearchSql } from '../../apps/api/src/modules/contacts/contacts.sql';
import {
  type ProductRow,
  toProduct,
} from '../../apps/api/src/modules/products/products.repository';
import { productPageSql, productSearchSql } from '../../apps/api/src/modules/products/products.sql';
import {
  AUTH_CONTEXT_SQL,
  authContextParams,
  type ContextRow,
} from '../../apps/api/src/plugins/auth-context';
import { claimsOf, type LogLevel, listen, loggerFor, type Running } from './servers';

type Listed<Row> = Row & { sortName: string };
type Query = { q?: string };

/** GET /contacts, /contacts/search, /products, /products/search: as the app for the token's owner. */
export async function startBareDirectory(
  database: Database,
  token: string,
  limit: number,
  level: LogLevel,
): Promise<Running> {
  const claims = claimsOf(token);
  const app = Fastify({ logger: loggerFor(level) });
  async function business() {
    const [context] = await database.query<ContextRow>(
      AUTH_CONTEXT_SQL,
      authContextParams(claims, new Date()),
    );
    if (!context?.business_id || !context.currency) throw new Error('no business');
    return { id: context.business_id, currency: context.currency };
  }
  app.get<{ Querystring: Query }>('/contacts', async (request) => {
    const { id } = await business();
    const filter = { q: request.query.q, include_archived: false };
    const page = contactPageSql(id, filter, null, limit);
    const rows = await database.query<Listed<ContactRow>>(page.text, page.params);
    const { data, ...meta } = nameKeyset.page(rows, limit, toContact, nameKeyOf);
    return { success: true, data, meta };
  });
  app.get<{ Querystring: Query }>('/contacts/search', async (request) => {
    const { id } = await business();
    const statement = contactSearchSql(id, request.query.q ?? '');
    const rows = await database.query<Listed<ContactRow>>(statement.text, statement.params);
    return { success: true, data: rows.map(toContact) };
  });
  app.get<{ Querystring: Query }>('/products', async (request) => {
    const { id, currency } = await business();
    const page = productPageSql(id, { q: request.query.q }, null, limit);
    const rows = await database.query<Listed<ProductRow>>(page.text, page.params);
    const { data, ...meta } = nameKeyset.page(
      rows,
      limit,
      (row) => toProduct(row, currency),
      nameKeyOf,
    );
    return { success: true, data, meta };
  });
  app.get<{ Querystring: Query }>('/products/search', async (request) => {
    const { id, currency } = await business();
    const statement = productSearchSql(id, request.query.q ?? '');
    const rows = await database.query<Listed<ProductRow>>(statement.text, statement.params);
    return { success: true, data: rows.map((row) => toProduct(row, currency)) };
  });
  return { app, url: await listen(app) };
}
