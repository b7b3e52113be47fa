/**
 * Baselines for the directory figures: bare Fastify handlers on the same Database object that
 * run the SAME statements the app runs for GET /api/v1/contacts/, contacts/search/, products/
 * and products/search/ (AUTH_CONTEXT_SQL, then the list or picker statement of contacts.sql.ts /
 * products.sql.ts), map the rows with the app's own mappers and answer the same body through
 * Fastify's default JSON.stringify (bare-app.ts).
 */
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
import { bareApp } from './bare-app';
import type { LogLevel, Running } from './servers';

type Listed<Row> = Row & { sortName: string };

/** GET /contacts, /contacts/search, /products, /products/search: as the app for the token's owner. */
export async function startBareDirectory(
  database: Database,
  token: string,
  limit: number,
  level: LogLevel,
): Promise<Running> {
  const bare = bareApp(database, token, level);
  bare.get('/contacts', async ({ businessId }, query) => {
    const filter = { q: query.q, include_archived: false };
    const page = contactPageSql(businessId, filter, null, limit);
    const rows = await database.query<Listed<ContactRow>>(page.text, page.params);
    const { data, ...meta } = nameKeyset.page(rows, limit, toContact, nameKeyOf);
    return { success: true, data, meta };
  });
  bare.get('/contacts/search', async ({ businessId }, query) => {
    const statement = contactSearchSql(businessId, query.q ?? '');
    const rows = await database.query<Listed<ContactRow>>(statement.text, statement.params);
    return { success: true, data: rows.map(toContact) };
  });
  bare.get('/products', async ({ businessId, currency }, query) => {
    const page = productPageSql(businessId, { q: query.q }, null, limit);
    const rows = await database.query<Listed<ProductRow>>(page.text, page.params);
    const { data, ...meta } = nameKeyset.page(
      rows,
      limit,
      (row) => toProduct(row, currency),
      nameKeyOf,
    );
    return { success: true, data, meta };
  });
  bare.get('/products/search', async ({ businessId, currency }, query) => {
    const statement = productSearchSql(businessId, query.q ?? '');
    const rows = await database.query<Listed<ProductRow>>(statement.text, statement.params);
    return { success: true, data: rows.map((row) => toProduct(row, currency)) };
  });
  return bare.start();
}
