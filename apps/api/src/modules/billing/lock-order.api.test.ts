/**
 * The lock order of billing.guards.ts: an account deleted with its business while a create holds
 * the business's subscription waits for it, rather than holding the business the create needs
 * and then waiting for the subscription (a deadlock PostgreSQL ends by failing one of them).
 * On PGlite, one connection, the two run one after the other.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { signUpOwner } from '../../test/ledger';
import { closeSecondConnection, openSecondConnection } from '../../test/second-connection';

let t: TestApp;
/** A second connection to the same database: another pool on a server, the same PGlite. */
let second: Database;
const onServer = () => second !== t.database;
beforeAll(async () => {
  t = await createTestApp();
  second = await openSecondConnection(t, 2);
});
afterAll(async () => {
  await closeSecondConnection(t, second);
  await t.close();
});

it('an account deleted while a create holds the subscription waits, and both finish', async () => {
  const owner = await signUpOwner(t);
  const id = owner.businessId;
  let deletion: ReturnType<typeof owner.request> | undefined;
  await second.db.transaction(async (tx) => {
    // What a create does: the subscription first, then a row that refers to the business.
    await tx.execute(sql`select 1 from subscriptions where business_id = ${id} for update`);
    deletion = owner.request('POST', '/api/v1/privacy/delete-account/', {
      body: { password: 'Warung-Siti-2026' },
    });
    if (onServer()) {
      // The deletion is under way and waits for a lock: the subscription, in this order.
      await vi.waitFor(
        async () => {
          const [row] = await t.database.query<{ n: number }>(
            'select count(*)::int as n from pg_locks where not granted',
          );
          expect(row?.n).toBeGreaterThan(0);
        },
        { timeout: 20_000, interval: 20 },
      );
    }
    await tx.execute(
      sql`insert into cashbooks (id, business_id, name, currency)
          values (gen_random_uuid(), ${id}, 'Kas', 'IDR')`,
    );
  });
  const response = await deletion;
  expect(response?.statusCode, response?.body).toBe(200);
  const [left] = await t.database.query<{ n: number }>(
    'select count(*)::int as n from cashbooks where business_id = $1',
    [id],
  );
  expect(left?.n).toBe(0);
});
