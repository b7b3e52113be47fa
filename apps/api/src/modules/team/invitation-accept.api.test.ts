import type { AuthUser, InvitationPreview, Membership } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { data, type Owner, signUpOwner, VERIFIED } from '../../test/ledger';
import { userIdOf } from '../notifications/notifications-test-helpers';
import { invite, PASSWORD, profileOf } from './team-test-helpers';

const DAY = 24 * 60 * 60 * 1000;
let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

type Issued = { success: true; access: string; user: AuthUser; message: string };
let counter = 0;
const address = () => `baru${++counter}x${process.pid}@example.com`;
const link = (token: string, action = '') => `/api/v1/invitations/${token}/${action}`;

async function inboxTypes(client: TestClient): Promise<string[]> {
  const response = await client.request('GET', '/api/v1/notifications/');
  return data<Array<{ type: string }>>(response).map((item) => item.type);
}

function registerBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `diundang${counter}x${process.pid}`,
    full_name: 'Budi Santoso',
    password: PASSWORD,
    ...overrides,
  };
}

describe('accepting an invitation while logged in', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await signUpOwner(t, 'id', VERIFIED);
  });

  it('joins with the invited role and continues in that business', async () => {
    const invited = await signUpOwner(t);
    const { token } = await invite(t, owner, (await profileOf(invited)).email, 'accountant');
    const response = await invited.request('POST', link(token, 'accept/'));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Issued>();
    expect(answer).toMatchObject({
      success: true,
      message: 'Invitation accepted',
      user: { business: { id: owner.businessId, role: 'accountant' } },
    });
    invited.access = answer.access;
    const memberships = data<Membership[]>(await invited.request('GET', '/api/v1/businesses/'));
    expect(memberships.find((item) => item.current)).toMatchObject({
      business_id: owner.businessId,
      role: 'accountant',
    });
    // The session moved: a refresh stays in the new business.
    const refreshed = await invited.post('/api/v1/auth/refresh/', {});
    invited.access = refreshed.json<{ access: string }>().access;
    expect((await profileOf(invited)).business?.id).toBe(owner.businessId);

    expect((await invited.request('GET', link(token))).statusCode).toBe(400);
    expect((await invited.request('POST', link(token, 'accept/'))).statusCode).toBe(400);
    expect(await inboxTypes(owner)).toContain('member_joined');
    const [logged] = await t.database.query<{ after: object }>(
      "select after from activities where action = 'invitation.accept' and business_id = $1",
      [owner.businessId],
    );
    expect(logged?.after).toMatchObject({ role: 'accountant', status: 'active' });
  });

  it('refuses someone logged in with another address, and an anonymous caller', async () => {
    const { token } = await invite(t, owner, address());
    const other = await signUpOwner(t);
    const response = await other.request('POST', link(token, 'accept/'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('Log in with that address'),
    });
    expect((await new TestClient(t.app).request('POST', link(token, 'accept/'))).statusCode).toBe(
      401,
    );
    expect((await other.request('GET', link(token))).statusCode).toBe(200);
  });

  it('refuses an active member, and brings a disabled one back with the new role', async () => {
    const member = await signUpOwner(t);
    const memberId = await userIdOf(member);
    const email = (await profileOf(member)).email;
    const first = await invite(t, owner, email, 'cashier');
    await t.database.query(
      "insert into memberships (business_id, user_id, role) values ($1, $2, 'viewer')",
      [owner.businessId, memberId],
    );
    const twice = await member.request('POST', link(first.token, 'accept/'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT' });

    await t.database.query(
      "update memberships set status = 'disabled' where business_id = $1 and user_id = $2",
      [owner.businessId, memberId],
    );
    const back = await member.request('POST', link(first.token, 'accept/'));
    expect(back.json<Issued>().user.business).toMatchObject({ role: 'cashier' });
    const [row] = await t.database.query<{ role: string; status: string }>(
      'select role, status from memberships where business_id = $1 and user_id = $2',
      [owner.businessId, memberId],
    );
    expect(row).toEqual({ role: 'cashier', status: 'active' });
  });
});

describe('registering through an invitation', () => {
  it('creates an account in the inviting business only, logged in like registration', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    const email = address();
    const { token } = await invite(t, owner, email, 'cashier');
    const preview = data<InvitationPreview>(
      await new TestClient(t.app).request('GET', link(token)),
    );
    expect(preview.has_account).toBe(false);

    const visitor = new TestClient(t.app);
    const response = await visitor.post(link(token, 'register/'), registerBody());
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<Issued>();
    expect(answer).toMatchObject({
      success: true,
      message: 'Registration successful',
      user: {
        email,
        full_name: 'Budi Santoso',
        business: { id: owner.businessId, role: 'cashier' },
      },
    });
    expect(String(response.headers['set-cookie'])).toContain('refresh_token=');
    visitor.access = answer.access;
    expect(data<Membership[]>(await visitor.request('GET', '/api/v1/businesses/'))).toHaveLength(1);
    const refreshed = await visitor.post('/api/v1/auth/refresh/', {});
    expect(refreshed.statusCode).toBe(200);
    expect((await visitor.request('GET', link(token))).statusCode).toBe(400);
    expect(await inboxTypes(owner)).toContain('member_joined');

    // Removed from its only business, the account stays usable, in no business.
    const removed = await owner.request('DELETE', `/api/v1/team/members/${answer.user.id}/`);
    expect(removed.statusCode).toBe(200);
    const again = await visitor.post('/api/v1/auth/refresh/', {});
    expect(again.statusCode).toBe(200);
    visitor.access = again.json<{ access: string }>().access;
    expect((await profileOf(visitor)).business).toBeNull();
  });

  it('refuses a taken username, an existing account, a weak password and a dead link', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    const email = address();
    const { token } = await invite(t, owner, email);
    const visitor = new TestClient(t.app);
    const taken = await visitor.post(
      link(token, 'register/'),
      registerBody({ username: (await profileOf(owner)).username }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      errors: { username: [expect.any(String)] },
    });

    const weak = await visitor.post(
      link(token, 'register/'),
      registerBody({ password: 'password' }),
    );
    expect(weak.statusCode).toBe(400);
    const bad = await visitor.post(link(token, 'register/'), { username: '!', password: 'x' });
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'full_name',
      'password',
      'username',
    ]);
    const noCsrf = await new TestClient(t.app).request('POST', link(token, 'register/'), {
      body: registerBody(),
    });
    expect(noCsrf.statusCode).toBe(403);

    const existing = await signUpOwner(t);
    const forExisting = await invite(t, owner, (await profileOf(existing)).email);
    const exists = await visitor.post(link(forExisting.token, 'register/'), registerBody());
    expect(exists.statusCode).toBe(409);
    expect(exists.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: expect.stringContaining('Log in to accept'),
    });

    now += 8 * DAY;
    try {
      const expired = await visitor.post(link(token, 'register/'), registerBody());
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'INVITATION_INVALID' });
    } finally {
      now -= 8 * DAY;
    }
    // Nothing was created by the refused attempts.
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from users where email = $1',
      [email],
    );
    expect(count?.n).toBe(0);
    expect((await visitor.post(link(token, 'register/'), registerBody())).statusCode).toBe(201);
  });
});
