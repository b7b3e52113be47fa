/**
 * Email verification: the link mailed on sign-up and on a new address (random, stored hashed,
 * single-use, 48 hours), a new link on request (limited), and invitations waiting for it.
 */
import type { AuthUser } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  linkFromMail,
  type TestApp,
  TestClient,
  tokenFromLink,
} from '../../test/harness';
import { type Owner, signUpOwner, VERIFIED } from '../../test/ledger';
import { invite } from '../team/team-test-helpers';
import { LIMITS } from './auth-throttle.service';

const HOUR = 60 * 60 * 1000;
let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

const VERIFY = '/api/v1/auth/verify-email/';
const RESEND = '/api/v1/auth/verify-email/resend/';
const INVITATIONS = '/api/v1/team/invitations/';

async function mailsDuring(action: () => Promise<unknown>): Promise<string[]> {
  await t.mailsSettled();
  const before = t.mails().length;
  await action();
  await t.mailsSettled();
  return t.mails().slice(before);
}

async function profileOf(client: TestClient): Promise<AuthUser> {
  const response = await client.request('GET', '/api/v1/auth/profile/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: AuthUser }>().user;
}

const verifyLink = (mail: string | undefined) => linkFromMail(mail ?? '', 'verify-email');
const verify = (token: string) => new TestClient(t.app).post(VERIFY, { token });

function expectInvalidLink(response: Awaited<ReturnType<typeof verify>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    code: 'INVALID_VERIFICATION_TOKEN',
    message: 'This verification link is invalid, has expired or was already used.',
  });
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(sql, params);
  return row?.n ?? 0;
}

describe('the link mailed on sign-up', () => {
  it('is mailed in the user’s language, verifies once without a login, and is stored only as a hash', async () => {
    const client = new TestClient(t.app);
    let registered: Awaited<ReturnType<typeof client.register>> | undefined;
    const [mail, ...more] = await mailsDuring(async () => {
      registered = await client.register({
        username: 'verif',
        email: 'Verif@Example.com',
        language: 'en',
      });
    });
    expect(more).toEqual([]);
    expect(registered?.json<{ user: AuthUser }>().user.email_verified).toBe(false);
    expect(mail).toContain('To: verif@example.com');
    expect(mail).toContain('Subject: Verify your Usaha email address');
    const link = verifyLink(mail);
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/verify-email\?token=[\w%-]{20,}$/);
    const token = tokenFromLink(link);
    const [stored] = await t.database.query<{ token_hash: string; expires_at: Date }>(
      "select v.token_hash, v.expires_at from email_verifications v join users u on u.id = v.user_id where u.username = 'verif'",
    );
    expect(stored?.token_hash).not.toBe(token);
    expect(new Date(stored?.expires_at ?? 0).getTime()).toBe(now + 48 * HOUR);

    const done = await verify(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'Your email address is verified.' });
    expect((await profileOf(client)).email_verified).toBe(true);
    const login = await new TestClient(t.app).login('verif', 'Warung-Siti-2026');
    expect(login.json<{ user: AuthUser }>().user.email_verified).toBe(true);
    expectInvalidLink(await verify(token));
    expect(
      await count("select count(*)::int as n from activities where action = 'auth.email_verified'"),
    ).toBe(1);
  });

  it('expires after 48 hours, and a made-up token is refused the same way', async () => {
    const client = new TestClient(t.app);
    const [mail] = await mailsDuring(() =>
      client.register({ username: 'lambat', email: 'lambat@example.com' }),
    );
    now += 48 * HOUR + 1000;
    try {
      expectInvalidLink(await verify(tokenFromLink(verifyLink(mail))));
      expectInvalidLink(await verify('x'.repeat(43)));
    } finally {
      now -= 48 * HOUR + 1000;
    }
    expect((await profileOf(client)).email_verified).toBe(false);
  });
});

describe('a new link on request', () => {
  it('mails a new working link to a signed-in user, at most 5 an hour', async () => {
    const client = new TestClient(t.app);
    await client.register({ username: 'ulang', email: 'ulang@example.com', language: 'en' });
    expect((await new TestClient(t.app).request('POST', RESEND)).statusCode).toBe(401);

    let answer: Awaited<ReturnType<typeof client.request>> | undefined;
    const [mail] = await mailsDuring(async () => {
      answer = await client.request('POST', RESEND);
    });
    expect(answer?.statusCode, answer?.body).toBe(200);
    expect(answer?.json()).toEqual({
      success: true,
      message: 'We sent a new verification link to ulang@example.com.',
    });
    expect(mail).toContain('To: ulang@example.com');
    const fresh = tokenFromLink(verifyLink(mail));

    for (let asked = 1; asked < LIMITS.verification_resend.account.max; asked++) {
      expect((await client.request('POST', RESEND)).statusCode).toBe(200);
    }
    let refused: Awaited<ReturnType<typeof client.request>> | undefined;
    const none = await mailsDuring(async () => {
      refused = await client.request('POST', RESEND);
    });
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(none).toEqual([]);

    expect((await verify(fresh)).statusCode).toBe(200);
    const already = await mailsDuring(async () => {
      answer = await client.request('POST', RESEND);
    });
    expect(answer?.json()).toEqual({
      success: true,
      message: 'Your email address is already verified.',
    });
    expect(already).toEqual([]);
  });
});

describe('a new address', () => {
  it('is unverified until the link mailed to it is used; a link for the old address proves nothing', async () => {
    const client = new TestClient(t.app);
    const [oldMail] = await mailsDuring(() =>
      client.register({ username: 'pindah', email: 'pindah@example.com' }),
    );
    const [newMail] = await mailsDuring(() =>
      client.request('PUT', '/api/v1/account/profile/', {
        body: {
          full_name: 'Siti Rahayu',
          email: 'pindah.baru@example.com',
          phone: null,
          language: 'id',
          current_password: 'Warung-Siti-2026',
        },
      }),
    );
    expect(newMail).toContain('To: pindah.baru@example.com');
    expect(newMail).toContain('Subject: Verifikasi alamat email Usaha Anda');
    expectInvalidLink(await verify(tokenFromLink(verifyLink(oldMail))));
    expect((await profileOf(client)).email_verified).toBe(false);
    expect((await verify(tokenFromLink(verifyLink(newMail)))).statusCode).toBe(200);
    expect((await profileOf(client)).email_verified).toBe(true);

    // Changing it again, from a verified address, makes the account unverified again.
    const user = await client.request('PUT', '/api/v1/account/profile/', {
      body: {
        full_name: 'Siti Rahayu',
        email: 'pindah.lagi@example.com',
        phone: null,
        language: 'id',
        current_password: 'Warung-Siti-2026',
      },
    });
    expect(user.json<{ user: AuthUser }>().user.email_verified).toBe(false);
  });
});

describe('invitations wait for a verified address', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await signUpOwner(t, 'en');
  });

  it('refuses an unverified inviter with 422, storing and mailing nothing', async () => {
    let response: Awaited<ReturnType<typeof owner.request>> | undefined;
    const mails = await mailsDuring(async () => {
      response = await owner.request('POST', INVITATIONS, {
        body: { email: 'kasir@example.com', role: 'cashier' },
      });
    });
    expect(response?.statusCode).toBe(422);
    expect(response?.json()).toMatchObject({
      success: false,
      code: 'EMAIL_NOT_VERIFIED',
      message:
        'Verify your email address first: open the link we sent to it, or send a new one from the banner at the top of the page.',
    });
    const indonesian = await owner.request('POST', INVITATIONS, {
      body: { email: 'kasir@example.com', role: 'cashier' },
      headers: { 'accept-language': 'id' },
    });
    expect(indonesian.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringMatching(/^Verifikasi alamat email Anda dulu/),
    });
    expect(mails).toEqual([]);
    expect(
      await count('select count(*)::int as n from invitations where business_id = $1', [
        owner.businessId,
      ]),
    ).toBe(0);
  });

  it('lets the owner invite once verified, and refuses a resend when the address changes again', async () => {
    const email = (await profileOf(owner)).email;
    await t.mailsSettled();
    const [mail] = t
      .mails()
      .filter((text) => text.includes(`To: ${email}`))
      .reverse();
    expect((await verify(tokenFromLink(verifyLink(mail)))).statusCode).toBe(200);
    const { invitation, token } = await invite(t, owner, 'kasir@example.com');

    await owner.request('PUT', '/api/v1/account/profile/', {
      body: {
        full_name: 'Siti Rahayu',
        email: 'pemilik.baru@example.com',
        phone: null,
        language: 'en',
        current_password: 'Warung-Siti-2026',
      },
    });
    const [before] = await t.database.query<{ token_hash: string }>(
      'select token_hash from invitations where id = $1',
      [invitation.id],
    );
    let response: Awaited<ReturnType<typeof owner.request>> | undefined;
    const mails = await mailsDuring(async () => {
      response = await owner.request('POST', `${INVITATIONS}${invitation.id}/resend/`);
    });
    expect(response?.statusCode).toBe(422);
    expect(response?.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(mails).toEqual([]);
    const [after] = await t.database.query<{ token_hash: string }>(
      'select token_hash from invitations where id = $1',
      [invitation.id],
    );
    expect(after).toEqual(before);
    // The link already mailed still works: only new mail waits.
    expect(
      (await new TestClient(t.app).request('GET', `/api/v1/invitations/${token}/`)).statusCode,
    ).toBe(200);
  });

  it('counts an address that received an invitation as verified', async () => {
    const inviter = await signUpOwner(t, 'id', VERIFIED);
    const { token } = await invite(t, inviter, 'baru@example.com');
    const joined = new TestClient(t.app);
    const mails = await mailsDuring(async () => {
      const response = await joined.post(`/api/v1/invitations/${token}/register/`, {
        username: 'barudiundang',
        full_name: 'Dewi Lestari',
        password: 'Kasir-Warung-2026',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<{ user: AuthUser }>().user.email_verified).toBe(true);
      joined.access = response.json<{ access: string }>().access;
    });
    // Only the inviter's notification may be mailed; no verification link.
    const unfolded = mails.map((text) => text.replace(/=\r?\n/g, ''));
    expect(unfolded.filter((text) => text.includes('/auth/verify-email'))).toEqual([]);

    const existing = await signUpOwner(t);
    const email = (await profileOf(existing)).email;
    const second = await invite(t, inviter, email, 'viewer');
    const accepted = await existing.request('POST', `/api/v1/invitations/${second.token}/accept/`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await profileOf(existing)).email_verified).toBe(true);
  });
});
