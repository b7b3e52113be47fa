import { randomUUID } from 'node:crypto';
import type { Activity } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness';
import { addMember, createBook, data, type Owner, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { data: Activity[]; meta: { next_cursor: string | null; has_more: boolean } };

async function list(client: TestClient, query = '') {
  const response = await client.request('GET', `/api/v1/activities/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

async function actionsOf(client: TestClient, query = '') {
  return (await list(client, query)).data.map((activity) => activity.action);
}

/** Rows written straight into the log, at chosen instants. */
async function insertActivity(
  businessId: string,
  values: { action: string; at: string; userId?: string | null; entityType?: string },
) {
  const id = randomUUID();
  await t.database.query(
    `insert into activities (id, business_id, user_id, action, entity_type, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [id, businessId, values.userId ?? null, values.action, values.entityType ?? null, values.at],
  );
  return id;
}

async function userIdOf(client: Owner): Promise<string> {
  const response = await client.request('GET', '/api/v1/auth/profile/');
  return response.json<{ user: { id: string } }>().user.id;
}

describe('activity log', () => {
  it('lists the business’s writes newest first, with who did them', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner, { name: 'Kas Warung' });
    await owner.request('PUT', `/api/v1/cashbooks/${book.id}/`, {
      body: { name: 'Kas Utama', kind: 'cash', version: book.version },
    });
    const page = await list(owner);
    expect(page.data.map((a) => a.action)).toEqual([
      'cashbook.update',
      'cashbook.create',
      'auth.login',
      'auth.register',
    ]);
    expect(page.meta).toEqual({ next_cursor: null, has_more: false });
    const [update] = page.data;
    expect(update).toMatchObject({
      entity_type: 'cashbook',
      entity_id: book.id,
      user_id: await userIdOf(owner),
      user_name: 'Siti Rahayu',
      ip: owner.ip,
      before: expect.objectContaining({ name: 'Kas Warung' }),
      after: expect.objectContaining({ name: 'Kas Utama' }),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(data<Activity>(await owner.request('GET', `/api/v1/activities/${update?.id}/`))).toEqual(
      update,
    );
  });

  it('filters by action, a whole area, record type and member', async () => {
    const owner = await signUpOwner(t);
    const manager = await addMember(t, owner, 'manager');
    await createBook(owner);
    await createBook(manager, { name: 'Bank' });
    await owner.request('POST', '/api/v1/notes/', {
      body: { title: 'Catatan', visibility: 'shared' },
    });

    expect(await actionsOf(owner, '?action=note.create')).toEqual(['note.create']);
    expect(await actionsOf(owner, '?action=cashbook.')).toEqual([
      'cashbook.create',
      'cashbook.create',
    ]);
    expect(await actionsOf(owner, '?action=cashbook')).toEqual([]);
    expect(await actionsOf(owner, '?entity_type=note')).toEqual(['note.create']);
    const byManager = await list(owner, `?user_id=${await userIdOf(manager)}`);
    expect(byManager.data.map((a) => a.action)).toEqual(['cashbook.create', 'auth.login']);
    expect(byManager.data[0]?.after).toMatchObject({ name: 'Bank' });
    // A LIKE wildcard in the filter is a plain character.
    expect(await actionsOf(owner, '?action=%25.')).toEqual([]);
  });

  it('reads from and to as business dates in the business’s time zone', async () => {
    const owner = await signUpOwner(t);
    // Asia/Jakarta is UTC+7: 17:00 UTC is midnight there.
    await insertActivity(owner.businessId, {
      action: 'test.before',
      at: '2026-11-04T16:59:59.999Z',
    });
    await insertActivity(owner.businessId, { action: 'test.first', at: '2026-11-04T17:00:00Z' });
    await insertActivity(owner.businessId, { action: 'test.last', at: '2026-11-05T16:59:59.999Z' });
    await insertActivity(owner.businessId, { action: 'test.after', at: '2026-11-05T17:00:00Z' });
    const day = '?action=test.&from=2026-11-05&to=2026-11-05';
    expect(await actionsOf(owner, day)).toEqual(['test.last', 'test.first']);
    expect(await actionsOf(owner, '?action=test.&from=2026-11-06')).toEqual(['test.after']);
    expect(await actionsOf(owner, '?action=test.&to=2026-11-04')).toEqual(['test.before']);
    const bad = await owner.request('GET', '/api/v1/activities/?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
  });

  it('pages by cursor without skipping or repeating rows that share a timestamp', async () => {
    const owner = await signUpOwner(t);
    const at = '2026-11-05T03:00:00.123456Z';
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      ids.add(await insertActivity(owner.businessId, { action: 'test.same', at }));
    }
    await insertActivity(owner.businessId, { action: 'test.older', at: '2026-11-05T02:00:00Z' });
    const seen: string[] = [];
    let query = '?action=test.&limit=2';
    for (let guard = 0; guard < 10; guard += 1) {
      const page = await list(owner, query);
      seen.push(...page.data.map((a) => a.id));
      if (!page.meta.has_more) break;
      expect(page.meta.next_cursor).toEqual(expect.any(String));
      query = `?action=test.&limit=2&cursor=${page.meta.next_cursor}`;
    }
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    expect(seen.slice(0, 5).sort()).toEqual([...ids].sort());
    const broken = await owner.request('GET', '/api/v1/activities/?cursor=bm9wZQ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { cursor: expect.any(Array) },
    });
  });

  it('shows no name for a user who is gone, and never another business’s rows', async () => {
    const owner = await signUpOwner(t);
    const stranger = await signUpOwner(t);
    const gone = await insertActivity(owner.businessId, {
      action: 'test.gone',
      at: '2026-11-05T03:00:00Z',
      userId: randomUUID(),
    });
    expect(data<Activity>(await owner.request('GET', `/api/v1/activities/${gone}/`))).toMatchObject(
      {
        user_id: expect.any(String),
        user_name: null,
      },
    );
    const theirs = await stranger.request('GET', `/api/v1/activities/${gone}/`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await actionsOf(stranger)).toEqual(['auth.login', 'auth.register']);
    const unknown = await owner.request('GET', `/api/v1/activities/${randomUUID()}/`);
    expect(unknown.statusCode).toBe(404);
  });

  it('offers the actions and record types that occur in the business’s log', async () => {
    const owner = await signUpOwner(t);
    await createBook(owner);
    await owner.request('POST', '/api/v1/notes/', { body: { title: 'Catatan' } });
    await signUpOwner(t).then((other) => createBook(other));
    const response = await owner.request('GET', '/api/v1/activities/facets/');
    expect(data(response)).toEqual({
      actions: ['auth.login', 'auth.register', 'cashbook.create', 'note.create'],
      entity_types: ['cashbook', 'note', 'session', 'user'],
    });
  });

  it('keeps a private note’s content out of the log that managers read', async () => {
    const owner = await signUpOwner(t);
    const accountant = await addMember(t, owner, 'accountant');
    await accountant.request('POST', '/api/v1/notes/', {
      body: { title: 'Gaji rahasia', body: 'Rp 9 juta', visibility: 'private' },
    });
    const [created] = (await list(owner, '?action=note.create')).data;
    expect(created?.after).toMatchObject({ content_hidden: true, visibility: 'private' });
    expect(JSON.stringify(created)).not.toMatch(/rahasia|9 juta/i);
  });

  it('is for activity.view only, and cannot be changed or removed through the API or the database', async () => {
    const owner = await signUpOwner(t);
    const cashier = await addMember(t, owner, 'cashier');
    expect((await cashier.request('GET', '/api/v1/activities/')).statusCode).toBe(403);
    expect((await cashier.request('GET', '/api/v1/activities/facets/')).statusCode).toBe(403);

    const [row] = (await list(owner)).data;
    const url = `/api/v1/activities/${row?.id}/`;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await owner.request(method, url, { body: { action: 'x' } });
      expect(response.statusCode, method).toBe(404);
    }
    await expect(
      t.database.query("update activities set action = 'x' where id = $1", [row?.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.database.query('delete from activities where business_id = $1', [owner.businessId]),
    ).rejects.toThrow(/append-only/);
    expect(data<Activity>(await owner.request('GET', url))).toEqual(row);
  });
});
