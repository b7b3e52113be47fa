import type { AuthUser, Membership } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { addMember, categoriesOf, data, signUpOwner } from '../../test/ledger';
import { userIdOf } from '../notifications/notifications-test-helpers';
import { PASSWORD, profileOf } from '../team/team-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BUSINESSES = '/api/v1/businesses/';
type SwitchAnswer = { success: true; access: string; user: AuthUser; message: string };

describe('the businesses of a user', () => {
  it('lists every membership, active and disabled, and marks the current one', async () => {
    const owner = await signUpOwner(t);
    const member = await addMember(t, owner, 'cashier');
    const other = await signUpOwner(t);
    const memberId = await userIdOf(member);
    await t.database.query(
      "insert into memberships (business_id, user_id, role, status) values ($1, $2, 'viewer', 'disabled')",
      [other.businessId, memberId],
    );
    const list = data<Membership[]>(await member.request('GET', BUSINESSES));
    expect(list).toHaveLength(3);
    expect(list.filter((item) => item.current)).toEqual([
      {
        business_id: owner.businessId,
        business_name: expect.stringMatching(/^Toko \d+$/),
        role: 'cashier',
        status: 'active',
        current: true,
      },
    ]);
    expect(list.find((item) => item.business_id === other.businessId)).toMatchObject({
      role: 'viewer',
      status: 'disabled',
      current: false,
    });
    const page = await member.request('GET', `${BUSINESSES}?limit=2`);
    const meta = page.json<{ meta: { next_cursor: string; has_more: boolean } }>().meta;
    expect(meta.has_more).toBe(true);
    const rest = data<Membership[]>(
      await member.request('GET', `${BUSINESSES}?limit=2&cursor=${meta.next_cursor}`),
    );
    expect(rest).toHaveLength(1);
    expect(rest[0]?.business_id).toBe(list[2]?.business_id);
    expect((await new TestClient(t.app).request('GET', BUSINESSES)).statusCode).toBe(401);
  });

  it('creates a business the caller owns, with the default categories, without switching', async () => {
    const owner = await signUpOwner(t, 'en');
    const response = await owner.request('POST', BUSINESSES, {
      body: { name: '  Kopi Senja  ', currency: 'USD', timezone: 'asia/makassar' },
    });
    const created = data<Membership>(response, 201);
    expect(created).toEqual({
      business_id: expect.any(String),
      business_name: 'Kopi Senja',
      role: 'owner',
      status: 'active',
      current: false,
    });
    const [row] = await t.database.query<{ currency: string; timezone: string }>(
      'select currency, timezone from businesses where id = $1',
      [created.business_id],
    );
    expect(row).toEqual({ currency: 'USD', timezone: 'Asia/Makassar' });
    expect((await profileOf(owner)).business?.id).toBe(owner.businessId);
    const [logged] = await t.database.query<{ after: { name: string } }>(
      "select after from activities where action = 'business.create' and business_id = $1",
      [created.business_id],
    );
    expect(logged?.after.name).toBe('Kopi Senja');

    const switched = await owner.request('POST', `${BUSINESSES}switch/`, {
      body: { business_id: created.business_id },
    });
    owner.access = switched.json<SwitchAnswer>().access;
    const names = (await categoriesOf(owner)).map((category) => category.name);
    expect(names).toContain('Sales');
  });

  it('refuses a bad new business with the field errors', async () => {
    const owner = await signUpOwner(t);
    const response = await owner.request('POST', BUSINESSES, {
      body: { name: 'X', currency: 'XXX', timezone: 'Mars/Olympus' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'currency',
      'name',
      'timezone',
    ]);
  });

  it('switches to another active business, answering like a refresh, and stays there', async () => {
    const owner = await signUpOwner(t);
    const member = await addMember(t, owner, 'viewer');
    const own = data<Membership[]>(await member.request('GET', BUSINESSES)).find(
      (item) => item.role === 'owner',
    );
    if (!own) throw new Error('the member has no business of its own');
    const response = await member.request('POST', `${BUSINESSES}switch/`, {
      body: { business_id: own.business_id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SwitchAnswer>();
    expect(answer).toMatchObject({
      success: true,
      message: 'Business switched',
      user: { business: { id: own.business_id, role: 'owner' } },
    });
    expect(answer.user.permissions).toContain('team.manage');
    member.access = answer.access;
    expect((await member.request('GET', '/api/v1/team/members/')).statusCode).toBe(200);

    // The session itself moved: a refresh stays there, and so does the next login.
    const refreshed = await member.post('/api/v1/auth/refresh/', {});
    member.access = refreshed.json<{ access: string }>().access;
    expect((await profileOf(member)).business?.id).toBe(own.business_id);
    const again = new TestClient(t.app);
    expect((await again.login((await profileOf(member)).username, PASSWORD)).statusCode).toBe(200);
    expect((await profileOf(again)).business?.id).toBe(own.business_id);
    const [logged] = await t.database.query<{ before: object; after: object }>(
      "select before, after from activities where action = 'business.switch' and business_id = $1",
      [own.business_id],
    );
    expect(logged).toEqual({
      before: { business_id: owner.businessId },
      after: { business_id: own.business_id },
    });
  });

  it('answers 404 for a business the caller is not an active member of', async () => {
    const owner = await signUpOwner(t);
    const cashier = await addMember(t, owner, 'cashier');
    const stranger = await signUpOwner(t);
    const toStranger = await cashier.request('POST', `${BUSINESSES}switch/`, {
      body: { business_id: stranger.businessId },
    });
    expect(toStranger.statusCode).toBe(404);
    expect(toStranger.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const own = data<Membership[]>(await cashier.request('GET', BUSINESSES)).find(
      (item) => !item.current,
    );
    await t.database.query(
      "update memberships set status = 'disabled' where business_id = $1 and user_id = $2",
      [own?.business_id, await userIdOf(cashier)],
    );
    const toDisabled = await cashier.request('POST', `${BUSINESSES}switch/`, {
      body: { business_id: own?.business_id },
    });
    expect(toDisabled.statusCode).toBe(404);
    expect((await profileOf(cashier)).business?.id).toBe(owner.businessId);
    const bad = await cashier.request('POST', `${BUSINESSES}switch/`, {
      body: { business_id: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: object }>().errors).toHaveProperty('business_id');
  });
});
