import type { Invitation, InvitationPreview, SentInvitation } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { addMember, data, signUpOwner, VERIFIED } from '../../test/ledger';
import { readMail } from '../../test/mail-reader';
import {
  invitationLinkFromMail,
  invite,
  mailsAfter,
  PASSWORD,
  profileOf,
  tokenOf,
} from './team-test-helpers';

const DAY = 24 * 60 * 60 * 1000;
let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

const INVITATIONS = '/api/v1/team/invitations/';
let counter = 0;
const address = () => `Tamu${++counter}x${process.pid}@Example.com`;
const preview = (token: string) =>
  new TestClient(t.app).request('GET', `/api/v1/invitations/${token}/`);

async function listOf(client: TestClient) {
  return data<Invitation[]>(await client.request('GET', INVITATIONS));
}

function expectInvalid(response: Awaited<ReturnType<typeof preview>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    code: 'INVITATION_INVALID',
    message: 'This invitation link is invalid or has expired. Ask the business for a new one.',
  });
}

describe('inviting people to the business', () => {
  it('mails a link in the inviter language that the public page can read', async () => {
    const owner = await signUpOwner(t, 'en', VERIFIED);
    const email = address();
    let created: SentInvitation | undefined;
    const [mail] = await mailsAfter(t, async () => {
      const response = await owner.request('POST', INVITATIONS, {
        body: { email, role: 'accountant' },
      });
      created = data<SentInvitation>(response, 201);
    });
    expect(created).toMatchObject({
      email: email.toLowerCase(),
      role: 'accountant',
      state: 'pending',
      invited_by_name: 'Siti Rahayu',
      expires_at: new Date(now + 7 * DAY).toISOString(),
    });
    expect(mail).toContain(`To: ${email.toLowerCase()}`);
    const read = readMail(mail ?? '');
    expect(read.subject).toBe('Invitation to join a business on Usaha');
    expect(read.text).toContain('as Accountant.');
    expect(read.text).toMatch(/Business name: “Toko \d+”\n {2}Inviter's name: “Siti Rahayu”/);
    const link = invitationLinkFromMail(mail ?? '');
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/invitation\?token=/);

    const shown = await preview(tokenOf(link));
    expect(shown.headers['cache-control']).toBe('no-store');
    const business = (await profileOf(owner)).business;
    expect(data<InvitationPreview>(shown)).toEqual({
      business_name: business?.name,
      role: 'accountant',
      email: email.toLowerCase(),
      invited_by_name: 'Siti Rahayu',
      expires_at: new Date(now + 7 * DAY).toISOString(),
      has_account: false,
    });
    // The list is the invitation without its link, which was answered once, on creation.
    const { link: _answeredOnce, ...listed } = created ?? { link: '' };
    expect(await listOf(owner)).toEqual([listed]);
    const [logged] = await t.database.query<{ after: { email: string; role: string } }>(
      "select after from activities where action = 'invitation.create' and business_id = $1",
      [owner.businessId],
    );
    expect(logged?.after).toMatchObject({ email: email.toLowerCase(), role: 'accountant' });
  });

  it('mails in Bahasa Indonesia for an Indonesian inviter, and knows an existing account', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    const someone = await signUpOwner(t);
    const email = (await profileOf(someone)).email;
    const { token } = await invite(t, owner, email.toUpperCase(), 'viewer');
    const mails = t.mails();
    expect(readMail(mails[mails.length - 1] ?? '').text).toContain('sebagai Pengamat.');
    expect(data<InvitationPreview>(await preview(token)).has_account).toBe(true);
  });

  it('refuses members, duplicates, owner invitations by a manager and bad input', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    const manager = await addMember(t, owner, 'manager', VERIFIED);
    const member = await profileOf(manager);
    const existing = await owner.request('POST', INVITATIONS, {
      body: { email: member.email, role: 'viewer' },
    });
    expect(existing.statusCode).toBe(409);
    expect(existing.json()).toMatchObject({
      code: 'CONFLICT',
      errors: { email: [expect.any(String)] },
    });

    const email = address();
    await invite(t, owner, email);
    const twice = await manager.request('POST', INVITATIONS, { body: { email, role: 'viewer' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toMatch(/Send the invitation again/);

    const asOwner = await manager.request('POST', INVITATIONS, {
      body: { email: address(), role: 'owner' },
    });
    expect(asOwner.statusCode).toBe(403);
    expect(
      data<Invitation>(
        await owner.request('POST', INVITATIONS, {
          body: { email: address(), role: 'owner' },
        }),
        201,
      ).role,
    ).toBe('owner');

    const bad = await owner.request('POST', INVITATIONS, { body: { email: 'nope', role: 'boss' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['email', 'role']);
    expect(await listOf(owner)).toHaveLength(2);
  });

  it('lets a link expire after seven days, and replaces an expired invitation', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    // Remembered: a browser session would itself end after the seven days.
    await owner.login((await profileOf(owner)).username, PASSWORD, true);
    const email = address();
    const first = await invite(t, owner, email);
    now += 7 * DAY + 1000;
    try {
      expectInvalid(await preview(first.token));
      expect((await listOf(owner)).map((item) => item.state)).toEqual(['expired']);
      const second = await invite(t, owner, email, 'viewer');
      expect(second.invitation.state).toBe('pending');
      expect(data<InvitationPreview>(await preview(second.token)).role).toBe('viewer');
      expectInvalid(await preview(first.token));
      expect((await listOf(owner)).map((item) => item.id)).toEqual([second.invitation.id]);
    } finally {
      now -= 7 * DAY + 1000;
    }
  });

  it('sends again with a new link and a new week, and revokes', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    const { invitation, token } = await invite(t, owner, address());
    const { username } = (await owner.request('GET', '/api/v1/auth/profile/')).json<{
      user: { username: string };
    }>().user;
    now += 3 * DAY;
    try {
      // Three days on, a browser session has passed its idle limit: the owner signs in again.
      expect((await owner.login(username, 'Warung-Siti-2026')).statusCode).toBe(200);
      let resent: Invitation | undefined;
      const [mail] = await mailsAfter(t, async () => {
        const response = await owner.request('POST', `${INVITATIONS}${invitation.id}/resend/`);
        resent = data<Invitation>(response);
      });
      expect(resent).toMatchObject({
        id: invitation.id,
        state: 'pending',
        expires_at: new Date(now + 7 * DAY).toISOString(),
        last_sent_at: new Date(now).toISOString(),
        created_at: invitation.created_at,
      });
      const fresh = tokenOf(invitationLinkFromMail(mail ?? ''));
      expect(fresh).not.toBe(token);
      expectInvalid(await preview(token));
      expect((await preview(fresh)).statusCode).toBe(200);

      const revoked = await owner.request('DELETE', `${INVITATIONS}${invitation.id}/`);
      expect(revoked.json()).toEqual({ success: true, message: 'Invitation revoked' });
      expectInvalid(await preview(fresh));
      expect(await listOf(owner)).toEqual([]);
      expect((await owner.request('DELETE', `${INVITATIONS}${invitation.id}/`)).statusCode).toBe(
        404,
      );
      expect(
        (await owner.request('POST', `${INVITATIONS}${invitation.id}/resend/`)).statusCode,
      ).toBe(404);
      const actions = await t.database.query<{ action: string }>(
        'select action from activities where entity_id = $1 order by created_at',
        [invitation.id],
      );
      expect(actions.map((row) => row.action)).toEqual([
        'invitation.create',
        'invitation.resend',
        'invitation.revoke',
      ]);
    } finally {
      now -= 3 * DAY;
    }
  });

  it("keeps another business's invitations out of reach", async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    const stranger = await signUpOwner(t, 'id', VERIFIED);
    const { invitation, token } = await invite(t, owner, address());
    expect(await listOf(stranger)).toEqual([]);
    for (const response of [
      await stranger.request('POST', `${INVITATIONS}${invitation.id}/resend/`),
      await stranger.request('DELETE', `${INVITATIONS}${invitation.id}/`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await preview(token)).statusCode).toBe(200);
    expectInvalid(await preview('x'.repeat(43)));
    expect((await preview('short')).statusCode).toBe(400);
  });
});
