import type { Member } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMember, data, type Owner, signUpOwner } from '../../test/ledger';
import { userIdOf } from '../notifications/notifications-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MEMBERS = '/api/v1/team/members/';

const change = (client: Owner, userId: string, body: object) =>
  client.request('PUT', `${MEMBERS}${userId}/`, { body });

async function ownersOf(businessId: string) {
  return t.database.query<{ user_id: string; status: string }>(
    "select user_id, status from memberships where business_id = $1 and role = 'owner' order by user_id",
    [businessId],
  );
}

/** A business with two owners: the second one is promoted by the first. */
async function twoOwners() {
  const first = await signUpOwner(t);
  const second = await addMember(t, first, 'manager');
  const secondId = await userIdOf(second);
  data(await change(first, secondId, { role: 'owner' }));
  return { first, second, firstId: await userIdOf(first), secondId };
}

describe('members of the business', () => {
  it('lists the members in the order they joined, a page at a time', async () => {
    const owner = await signUpOwner(t);
    const cashier = await addMember(t, owner, 'cashier');
    const first = await owner.request('GET', `${MEMBERS}?limit=1`);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<{ data: Member[]; meta: { next_cursor: string; has_more: boolean } }>();
    expect(page.data).toEqual([
      expect.objectContaining({ role: 'owner', status: 'active', is_self: true }),
    ]);
    expect(page.meta.has_more).toBe(true);
    const next = await owner.request('GET', `${MEMBERS}?limit=1&cursor=${page.meta.next_cursor}`);
    expect(data<Member[]>(next)).toEqual([
      {
        user_id: await userIdOf(cashier),
        username: expect.any(String),
        full_name: 'Siti Rahayu',
        email: expect.stringContaining('@example.com'),
        role: 'cashier',
        status: 'active',
        is_self: false,
        joined_at: expect.stringMatching(/Z$/),
      },
    ]);
    expect((await owner.request('GET', `${MEMBERS}?cursor=nonsense`)).statusCode).toBe(400);
  });

  it('applies a role change on the very next request of the same token', async () => {
    const owner = await signUpOwner(t);
    const member = await addMember(t, owner, 'manager');
    const memberId = await userIdOf(member);
    expect((await member.request('GET', MEMBERS)).statusCode).toBe(200);

    const demoted = await change(owner, memberId, { role: 'cashier' });
    expect(data<Member>(demoted)).toMatchObject({ role: 'cashier', status: 'active' });
    const refused = await member.request('GET', MEMBERS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const profile = await member.request('GET', '/api/v1/auth/profile/');
    expect(profile.json()).toMatchObject({ user: { business: { role: 'cashier' } } });

    data(await change(owner, memberId, { role: 'manager' }));
    expect((await member.request('GET', MEMBERS)).statusCode).toBe(200);

    const [logged] = await t.database.query<{ before: object; after: object; user_id: string }>(
      "select before, after, user_id from activities where action = 'member.update' and entity_id = $1 order by created_at limit 1",
      [memberId],
    );
    expect(logged).toMatchObject({
      before: { role: 'manager', status: 'active' },
      after: { role: 'cashier', status: 'active' },
      user_id: await userIdOf(owner),
    });
    // The member hears of it in their inbox of that business.
    const inbox = await member.request('GET', '/api/v1/notifications/');
    expect(data<Array<{ type: string }>>(inbox).map((item) => item.type)).toContain('role_changed');
  });

  it('shuts a disabled member out of the business until enabled again', async () => {
    const owner = await signUpOwner(t);
    const cashier = await addMember(t, owner, 'cashier');
    const cashierId = await userIdOf(cashier);
    expect((await cashier.request('GET', '/api/v1/notes/')).statusCode).toBe(200);
    data(await change(owner, cashierId, { status: 'disabled' }));
    expect((await cashier.request('GET', '/api/v1/notes/')).statusCode).toBe(403);
    const profile = await cashier.request('GET', '/api/v1/auth/profile/');
    expect(profile.json()).toMatchObject({ user: { business: null, permissions: [] } });
    data(await change(owner, cashierId, { status: 'active' }));
    expect((await cashier.request('GET', '/api/v1/notes/')).statusCode).toBe(200);
  });

  it('lets only an owner make, change, disable or remove an owner', async () => {
    const owner = await signUpOwner(t);
    const manager = await addMember(t, owner, 'manager');
    const cashier = await addMember(t, owner, 'cashier');
    const ownerId = await userIdOf(owner);
    const cashierId = await userIdOf(cashier);
    const refusals = [
      await change(manager, cashierId, { role: 'owner' }),
      await change(manager, ownerId, { role: 'viewer' }),
      await change(manager, ownerId, { status: 'disabled' }),
      await manager.request('DELETE', `${MEMBERS}${ownerId}/`),
    ];
    expect(refusals.map((response) => response.json<{ code: string }>().code)).toEqual([
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
    ]);
    expect(refusals.every((response) => response.statusCode === 403)).toBe(true);
    expect(await ownersOf(owner.businessId)).toEqual([{ user_id: ownerId, status: 'active' }]);
    // Everyone else a manager may change.
    expect(data<Member>(await change(manager, cashierId, { role: 'viewer' })).role).toBe('viewer');
  });

  it('never lets the last active owner go', async () => {
    const owner = await signUpOwner(t);
    const ownerId = await userIdOf(owner);
    const attempts = [
      await change(owner, ownerId, { role: 'manager' }),
      await change(owner, ownerId, { status: 'disabled' }),
      await owner.request('DELETE', `${MEMBERS}${ownerId}/`),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, code: 'LAST_OWNER' });
    }
    expect(await ownersOf(owner.businessId)).toEqual([{ user_id: ownerId, status: 'active' }]);
  });

  it('lets exactly one of two owners step down when both try at once', async () => {
    const { first, second, firstId, secondId } = await twoOwners();
    const answers = await Promise.all([
      change(first, firstId, { role: 'manager' }),
      change(second, secondId, { role: 'manager' }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const owners = await ownersOf(first.businessId);
    expect(owners).toHaveLength(1);
    expect(owners[0]?.status).toBe('active');
  });

  it('keeps an owner when two owners remove each other at once', async () => {
    const { first, second, firstId, secondId } = await twoOwners();
    const answers = await Promise.all([
      first.request('DELETE', `${MEMBERS}${secondId}/`),
      second.request('DELETE', `${MEMBERS}${firstId}/`),
    ]);
    // The second to run is no longer an owner: it may not remove one.
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    expect(await ownersOf(first.businessId)).toHaveLength(1);
  });

  it('lets one of two owners step down, and a member leave by themselves', async () => {
    const { first, second, secondId } = await twoOwners();
    expect(data<Member>(await change(second, secondId, { role: 'viewer' })).role).toBe('viewer');
    const manager = await addMember(t, first, 'manager');
    const left = await manager.request('DELETE', `${MEMBERS}${await userIdOf(manager)}/`);
    expect(left.json()).toEqual({ success: true, message: 'You left the business' });
    expect((await manager.request('GET', MEMBERS)).statusCode).toBe(403);
    const [logged] = await t.database.query<{ action: string }>(
      "select action from activities where business_id = $1 and action like 'member.%' order by created_at desc limit 1",
      [first.businessId],
    );
    expect(logged?.action).toBe('member.leave');
  });

  it('removes a member, whose refresh then lands in another business of theirs', async () => {
    const owner = await signUpOwner(t);
    const member = await addMember(t, owner, 'accountant');
    const memberId = await userIdOf(member);
    const removed = await owner.request('DELETE', `${MEMBERS}${memberId}/`);
    expect(removed.json()).toEqual({ success: true, message: 'Member removed' });
    expect((await member.request('GET', '/api/v1/notes/')).statusCode).toBe(403);

    const refreshed = await member.post('/api/v1/auth/refresh/', {});
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    member.access = refreshed.json<{ access: string }>().access;
    const profile = await member.request('GET', '/api/v1/auth/profile/');
    const business = profile.json<{ user: { business: { id: string; role: string } } }>().user
      .business;
    expect(business.id).not.toBe(owner.businessId);
    expect(business.role).toBe('owner');
    expect((await member.request('GET', '/api/v1/notes/')).statusCode).toBe(200);
    const [logged] = await t.database.query<{ before: { role: string } }>(
      "select before from activities where action = 'member.remove' and entity_id = $1",
      [memberId],
    );
    expect(logged?.before.role).toBe('accountant');
  });

  it("answers 404 for another business's member and 400 for bad input", async () => {
    const owner = await signUpOwner(t);
    const stranger = await signUpOwner(t);
    const strangerId = await userIdOf(stranger);
    const put = await change(owner, strangerId, { role: 'viewer' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await owner.request('DELETE', `${MEMBERS}${strangerId}/`)).statusCode).toBe(404);
    const bad = await change(owner, strangerId, { role: 'boss', status: 'gone' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['role', 'status']);
    expect((await change(owner, strangerId, {})).statusCode).toBe(400);
    expect((await change(owner, 'not-a-uuid', { role: 'viewer' })).statusCode).toBe(400);
    const [row] = await t.database.query<{ role: string }>(
      'select role from memberships where user_id = $1',
      [strangerId],
    );
    expect(row?.role).toBe('owner');
  });
});
