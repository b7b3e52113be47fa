import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../../test/files';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { addMember, createBook, createEntry, createTransfer, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DELETE = '/api/v1/privacy/delete-account/';
const PASSWORD = 'Warung-Siti-2026';

async function userOf(client: TestClient) {
  const response = await client.request('GET', '/api/v1/auth/profile/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: { id: string; username: string; email: string } }>().user;
}

async function count(table: string, where: string, params: unknown[]): Promise<number> {
  const [row] = await t.database.query<{ n: number | string }>(
    `select count(*) as n from ${table} where ${where}`,
    params,
  );
  return Number(row?.n ?? 0);
}

function uploadsOf(businessId: string): string[] {
  const dir = join(t.config.dataDir, 'uploads', businessId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('privacy: delete my account', () => {
  it('refuses a wrong password with 403 and deletes nothing', async () => {
    const owner = await signUpOwner(t);
    const response = await owner.request('POST', DELETE, { body: { password: 'salah-sekali' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      errors: { password: expect.any(Array) },
    });
    expect(await userOf(owner)).toBeDefined();
    const empty = await owner.request('POST', DELETE, { body: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses while the user is the only active owner of a team, naming the business', async () => {
    const owner = await signUpOwner(t);
    const cashier = await addMember(t, owner, 'cashier');
    // Another owner who is disabled does not count as someone to hand over to.
    const disabledOwner = await addMember(t, owner, 'viewer');
    await t.database.query(
      "update memberships set role = 'owner', status = 'disabled' where business_id = $1 and user_id = $2",
      [owner.businessId, (await userOf(disabledOwner)).id],
    );
    const [business] = await t.database.query<{ name: string }>(
      'select name from businesses where id = $1',
      [owner.businessId],
    );
    const response = await owner.request('POST', DELETE, { body: { password: PASSWORD } });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ code: string; message: string }>()).toMatchObject({
      code: 'LAST_OWNER',
      message: expect.stringContaining(business?.name ?? '?'),
    });
    expect(await userOf(owner)).toBeDefined();
    expect(await count('businesses', 'id = $1', [owner.businessId])).toBe(1);
    expect(await userOf(cashier)).toBeDefined();
  });

  it('deletes a business the user alone belongs to, with its books and files', async () => {
    const owner = await signUpOwner(t);
    const user = await userOf(owner);
    const kas = await createBook(owner, { name: 'Kas' });
    const bank = await createBook(owner, { name: 'Bank', kind: 'bank' });
    const entry = await createEntry(owner, { cashbook_id: kas.id, amount: 50_000_00 });
    await createTransfer(owner, {
      from_cashbook_id: kas.id,
      to_cashbook_id: bank.id,
      amount_sent: 10_000_00,
    });
    const upload = await owner.request(
      'POST',
      `/api/v1/entries/${entry.id}/attachments/?filename=nota.png`,
      {
        body: tinyPng(),
        headers: { 'content-type': 'image/png' },
      },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const logo = await owner.request('POST', '/api/v1/settings/application/logo/', {
      body: tinyPng(),
      headers: { 'content-type': 'image/png' },
    });
    expect(logo.statusCode, logo.body).toBe(200);
    await owner.request('POST', '/api/v1/notes/', { body: { title: 'Catatan' } });
    expect(uploadsOf(owner.businessId)).toHaveLength(2);

    const response = await owner.request('POST', DELETE, { body: { password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your account has been deleted' });

    for (const table of [
      'cashbooks',
      'entries',
      'transfers',
      'attachments',
      'notes',
      'categories',
      'entry_day_totals',
    ]) {
      expect(await count(table, 'business_id = $1', [owner.businessId]), table).toBe(0);
    }
    expect(await count('businesses', 'id = $1', [owner.businessId])).toBe(0);
    expect(await count('users', 'id = $1', [user.id])).toBe(0);
    expect(await count('sessions', 'user_id = $1', [user.id])).toBe(0);
    expect(uploadsOf(owner.businessId)).toEqual([]);

    const [log] = await t.database.query<{
      business_id: string | null;
      user_id: string;
      meta: unknown;
    }>(
      "select business_id, user_id, meta from activities where action = 'account.delete' and user_id = $1",
      [user.id],
    );
    expect(log).toMatchObject({
      business_id: null,
      user_id: user.id,
      meta: { deleted_businesses: [{ id: owner.businessId }], left_businesses: [] },
    });
  });

  it('leaves the teams the user belongs to, ends every session and clears the refresh cookie', async () => {
    const boss = await signUpOwner(t);
    const member = await addMember(t, boss, 'accountant');
    const user = await userOf(member);
    const ownBusiness = await t.database.query<{ business_id: string }>(
      "select business_id from memberships where user_id = $1 and role = 'owner'",
      [user.id],
    );
    expect(ownBusiness).toHaveLength(1);
    const otherDevice = new TestClient(t.app);
    expect((await otherDevice.login(user.username, PASSWORD)).statusCode).toBe(200);

    const response = await member.request('POST', DELETE, { body: { password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    const cleared = response.cookies.find((cookie) => cookie.name === 'refresh_token');
    expect(cleared).toMatchObject({ value: '', path: '/api/v1/auth/' });

    // The team stays; the user's own one-person business is gone.
    expect(await count('businesses', 'id = $1', [boss.businessId])).toBe(1);
    expect(await count('businesses', 'id = $1', [ownBusiness[0]?.business_id])).toBe(0);
    expect(await count('memberships', 'user_id = $1', [user.id])).toBe(0);
    for (const client of [member, otherDevice]) {
      expect((await client.request('GET', '/api/v1/auth/profile/')).statusCode).toBe(401);
    }
    expect((await new TestClient(t.app).login(user.username, PASSWORD)).statusCode).toBe(401);

    // The team's log says who left; the name is gone with the user, the row stays.
    const list = await boss.request('GET', '/api/v1/activities/?action=account.delete');
    const [row] = list.json<{ data: Array<Record<string, unknown>> }>().data;
    expect(row).toMatchObject({
      user_id: user.id,
      user_name: null,
      before: { username: user.username, role: 'accountant', status: 'active' },
    });

    // The name and address are free again.
    const again = await new TestClient(t.app).register({
      username: user.username,
      email: user.email,
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('lets one of two owners go, and the business stays with the other', async () => {
    const owner = await signUpOwner(t);
    const partner = await addMember(t, owner, 'owner');
    const response = await partner.request('POST', DELETE, { body: { password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await count('businesses', 'id = $1', [owner.businessId])).toBe(1);
    expect(await count('memberships', 'business_id = $1', [owner.businessId])).toBe(1);
    expect((await owner.request('GET', '/api/v1/cashbooks/')).statusCode).toBe(200);
  });

  it('never leaves a team without an owner when both owners go at once', async () => {
    for (let round = 0; round < 5; round++) {
      const owner = await signUpOwner(t);
      const partner = await addMember(t, owner, 'owner');
      await addMember(t, owner, 'cashier');
      const partnerId = (await userOf(partner)).id;
      const [deleted, left] = await Promise.all([
        owner.request('POST', DELETE, { body: { password: PASSWORD } }),
        partner.request('DELETE', `/api/v1/team/members/${partnerId}/`),
      ]);
      // One of them may go; the other is refused, whichever came first.
      expect([deleted.statusCode, left.statusCode].sort()).toEqual([200, 422]);
      expect(
        await count('memberships', "business_id = $1 and role = 'owner' and status = 'active'", [
          owner.businessId,
        ]),
      ).toBe(1);
    }
  });
});
