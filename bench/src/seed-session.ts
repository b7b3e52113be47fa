/**
 * What the bench's seeds share: API calls that must succeed, a business opened through the API,
 * and one transaction for a set-based load (its own client on PostgreSQL).
 */
import pg from 'pg';
import { type BenchDatabase, claimsOf, registerUser } from './servers';

/** Seconds since `since` (performance.now()), for the seeds' log lines. */
export function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

export type Query = (text: string, params?: unknown[]) => Promise<unknown[]>;

export async function api(
  baseUrl: string,
  token: string,
  path: string,
  body: unknown,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) {
    throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** An owner, their business (with its default categories) and cash books, all through the API. */
export async function openBusiness(
  baseUrl: string,
  username: string,
  businessName: string,
  books: ReadonlyArray<{ name: string; kind: string; opening_balance: number }>,
) {
  const token = await registerUser(baseUrl, { username, businessName });
  const claims = claimsOf(token);
  if (!claims.bid) throw new Error(`register ${username}: the token names no business`);
  const cashbookIds: string[] = [];
  for (const book of books) {
    const created = (await api(baseUrl, token, '/api/v1/cashbooks/', book)) as {
      data: { id: string };
    };
    cashbookIds.push(created.data.id);
  }
  return { token, userId: claims.sub, businessId: claims.bid, cashbookIds };
}

/** One session for the whole load: its own client on PostgreSQL, the one connection on PGlite. */
export async function inTransaction<T>(bench: BenchDatabase, body: (query: Query) => Promise<T>) {
  let query: Query = (text, params) => bench.database.query(text, params);
  let end = async () => {};
  if (bench.url) {
    const client = new pg.Client({ connectionString: bench.url });
    await client.connect();
    query = async (text, params) => (await client.query(text, params)).rows;
    end = () => client.end();
  }
  try {
    await query('begin');
    try {
      const result = await body(query);
      await query('commit');
      return result;
    } catch (error) {
      await query('rollback');
      throw error;
    }
  } finally {
    await end();
  }
}
