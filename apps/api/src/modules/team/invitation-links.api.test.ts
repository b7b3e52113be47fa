/**
 * The link of an invitation is answered once, to the inviter who made it, so it can be shared by
 * WhatsApp as well as mailed: the same link as the mail's, never again in a later answer or the
 * log, a new one on a resend, and none when the send limits refuse.
 */
import type { Invitation, SentInvitation } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness';
import { addMember, data, type Owner, signUpOwner, VERIFIED } from '../../test/ledger';
import { INVITATION_SEND_LIMITS } from './invitation-limits';
import { invitationLinkFromMail, mailsAfter, profileOf, tokenOf } from './team-test-helpers';

let t: TestApp;
let owner: Owner;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t, 'id', VERIFIED);
});
afterAll(() => t.close());

const INVITATIONS = '/api/v1/team/invitations/';
let counter = 0;
const address = () => `tautan${++counter}x${process.pid}@example.com`;
const preview = (token: string) =>
  new TestClient(t.app).request('GET', `/api/v1/invitations/${token}/`);

/** Sends the request and answers its invitation and the link of the mail it sent. */
async function sent(request: () => ReturnType<Owner['request']>, status: number) {
  let invitation: SentInvitation | undefined;
  let noStore = false;
  const [mail] = await mailsAfter(t, async () => {
    const response = await request();
    noStore = response.headers['cache-control'] === 'no-store';
    invitation = data<SentInvitation>(response, status);
  });
  if (!invitation || !mail) throw new Error('nothing was sent');
  return { invitation, mailed: invitationLinkFromMail(mail), noStore };
}

describe('the link of an invitation', () => {
  it('is answered once on creation, the same as the mailed one, and nowhere after', async () => {
    const email = address();
    const { invitation, mailed, noStore } = await sent(
      () => owner.request('POST', INVITATIONS, { body: { email, role: 'cashier' } }),
      201,
    );
    expect(invitation.link).toBe(mailed);
    expect(noStore).toBe(true);
    expect((await preview(tokenOf(invitation.link))).statusCode).toBe(200);

    const token = tokenOf(invitation.link);
    const list = await owner.request('GET', INVITATIONS);
    expect(data<Invitation[]>(list).find((row) => row.id === invitation.id)).not.toHaveProperty(
      'link',
    );
    expect(list.body).not.toContain(token);
    const logged = await t.database.query<{ text: string }>(
      "select coalesce(before::text, '') || coalesce(after::text, '') || coalesce(meta::text, '') as text from activities where business_id = $1",
      [owner.businessId],
    );
    expect(logged.map((row) => row.text).join('\n')).not.toContain(token);
  });

  it('is new on a resend: the old one stops working', async () => {
    const first = await sent(
      () => owner.request('POST', INVITATIONS, { body: { email: address(), role: 'viewer' } }),
      201,
    );
    const again = await sent(
      () => owner.request('POST', `${INVITATIONS}${first.invitation.id}/resend/`),
      200,
    );
    expect(again.invitation.link).toBe(again.mailed);
    expect(again.invitation.link).not.toBe(first.invitation.link);
    expect((await preview(tokenOf(first.invitation.link))).statusCode).toBe(400);
    expect((await preview(tokenOf(again.invitation.link))).statusCode).toBe(200);
  });

  it('is given to no one who may not invite, and not past the send limits', async () => {
    const cashier = await addMember(t, owner, 'cashier');
    const refused = await cashier.request('POST', INVITATIONS, {
      body: { email: address(), role: 'viewer' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('token=');

    // The owner has used up this hour's sends (written as the limit counts them).
    const hourly = INVITATION_SEND_LIMITS.find((limit) => limit.scope === 'user');
    const { id: userId } = await profileOf(owner);
    for (let i = 0; i < (hourly?.max ?? 0); i++) {
      await t.database.query(
        'insert into invitation_sends (id, business_id, user_id) values (gen_random_uuid(), $1, $2)',
        [owner.businessId, userId],
      );
    }
    const limited = await owner.request('POST', INVITATIONS, {
      body: { email: address(), role: 'viewer' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(limited.body).not.toContain('token=');
  });
});
