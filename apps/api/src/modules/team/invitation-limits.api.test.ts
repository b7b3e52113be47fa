import type { AppError, Invitation } from '@usaha/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { liftTrialLimits } from '../../test/billing';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMember, data, type Owner, signUpOwner, VERIFIED } from '../../test/ledger';
import { createInvitationService } from './invitations.service';
import { invitationLinkFromMail, mailsAfter, ownerActor, tokenOf } from './team-test-helpers';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(now) } });
  // The send limits are what this file holds, not the plans' seats.
  await liftTrialLimits(t);
});
afterAll(() => t.close());

const INVITATIONS = '/api/v1/team/invitations/';
let counter = 0;
const address = () => `batas${++counter}x${process.pid}@example.com`;
const inviteRequest = (client: Owner, email = address()) =>
  client.request('POST', INVITATIONS, { body: { email, role: 'viewer' } });
const resendRequest = (client: Owner, id: string) =>
  client.request('POST', `${INVITATIONS}${id}/resend/`);

/** Sends `count` invitations from `client`, the clock moving `step` after each. */
async function inviteMany(client: Owner, count: number, step = 0) {
  for (let i = 0; i < count; i++) {
    data<Invitation>(await inviteRequest(client), 201);
    now += step;
  }
}

const count = async (sql: string, params: unknown[]) =>
  (await t.database.query<{ n: number }>(sql, params))[0]?.n;

/** What a refused send must have left alone: the business's invitations, sends and log. */
async function stateOf(businessId: string) {
  return {
    invitations: await count('select count(*)::int as n from invitations where business_id = $1', [
      businessId,
    ]),
    sends: await count('select count(*)::int as n from invitation_sends where business_id = $1', [
      businessId,
    ]),
    logged: await count(
      "select count(*)::int as n from activities where business_id = $1 and action like 'invitation.%'",
      [businessId],
    ),
  };
}

/** Expects 429 RATE_LIMITED in the envelope, with Retry-After `seconds`. */
function expectLimited(response: LightMyRequestResponse, seconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  expect(response.headers['retry-after']).toBe(String(seconds));
}

/** Waits until every mail sent so far is written (mail leaves after the answer). */
function allMailWritten() {
  return t.mailsSettled();
}

/** Runs `refused` once all earlier mail is written, and answers the mail it sent. */
async function mailOf(refused: () => Promise<LightMyRequestResponse>) {
  await allMailWritten();
  let response: LightMyRequestResponse | undefined;
  const mails = await mailsAfter(t, async () => {
    response = await refused();
  });
  if (!response) throw new Error('no answer');
  return { response, mails };
}

describe('invitation send limits', () => {
  it("refuses a user's 21st invitation within an hour, writing and mailing nothing, until the first leaves the hour", async () => {
    const owner = await signUpOwner(t, 'en', VERIFIED);
    const started = now;
    await inviteMany(owner, 20, MINUTE);
    const before = await stateOf(owner.businessId);
    expect(before).toEqual({ invitations: 20, sends: 20, logged: 20 });

    const refusedEmail = address();
    const { response, mails } = await mailOf(() => inviteRequest(owner, refusedEmail));
    // The first send (at `started`) frees a place when it is an hour old.
    expectLimited(response, (started + HOUR - now) / 1000);
    expect(response.json<{ message: string }>().message).toBe(
      'Too many invitations were sent. Try again later.',
    );
    expect(mails).toEqual([]);
    expect(await stateOf(owner.businessId)).toEqual(before);
    expect(
      await count('select count(*)::int as n from invitations where email = $1', [refusedEmail]),
    ).toBe(0);

    // Another business is not held back by this one.
    const neighbour = await signUpOwner(t, 'id', VERIFIED);
    data<Invitation>(await inviteRequest(neighbour), 201);

    now = started + HOUR + 1;
    data<Invitation>(await inviteRequest(owner, refusedEmail), 201);
    // Full again; the next place frees when the second send (a minute after the first) is an hour old.
    expectLimited(await inviteRequest(owner), 60);
  });

  it('counts resends with invitations, and a refused resend keeps the link that was sent', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    const email = address();
    const { id } = data<Invitation>(await inviteRequest(owner, email), 201);
    for (let i = 0; i < 19; i++) data<Invitation>(await resendRequest(owner, id));
    await allMailWritten();
    const newest = t.mails().findLast((mail) => mail.includes(`To: ${email}`));
    const token = tokenOf(invitationLinkFromMail(newest ?? ''));
    const before = await stateOf(owner.businessId);
    expect(before).toEqual({ invitations: 1, sends: 20, logged: 20 });
    const [row] = await t.database.query('select * from invitations where id = $1', [id]);

    const resent = await mailOf(() => resendRequest(owner, id));
    expectLimited(resent.response, 3600);
    expect(resent.mails).toEqual([]);
    expectLimited(await inviteRequest(owner), 3600);
    expect(await stateOf(owner.businessId)).toEqual(before);
    expect((await t.database.query('select * from invitations where id = $1', [id]))[0]).toEqual(
      row,
    );
    expect((await owner.request('GET', `/api/v1/invitations/${token}/`)).statusCode).toBe(200);
  });

  it('holds 30 an hour for a business across its members, and 20 for a user across businesses', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    const manager = await addMember(t, owner, 'manager', VERIFIED);
    await inviteMany(owner, 20);
    await inviteMany(manager, 10);
    // The manager has sent 10 of their own 20: the business's 30 refuse the next.
    expectLimited(await inviteRequest(manager), 3600);
    expect((await stateOf(owner.businessId)).sends).toBe(30);

    // The owner's own 20 follow them into a business of theirs that has sent nothing.
    const created = await owner.request('POST', '/api/v1/businesses/', {
      body: { name: 'Cabang Dua', currency: 'IDR', timezone: 'Asia/Jakarta' },
    });
    const other = data<{ business_id: string }>(created, 201).business_id;
    const switched = await owner.request('POST', '/api/v1/businesses/switch/', {
      body: { business_id: other },
    });
    owner.access = switched.json<{ access: string }>().access;
    expectLimited(await inviteRequest(owner), 3600);
    expect((await stateOf(other)).invitations).toBe(0);
  });

  it('holds 40 a day for a user, counted over the hours', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    const started = now;
    await inviteMany(owner, 20);
    now += HOUR;
    await inviteMany(owner, 20);
    now += HOUR;
    expectLimited(await inviteRequest(owner), (started + 24 * HOUR - now) / 1000);
    expect((await stateOf(owner.businessId)).invitations).toBe(40);
  });

  it('lets no more than the limit through when invitations arrive at once', async () => {
    const owner = await signUpOwner(t, 'id', VERIFIED);
    await inviteMany(owner, 15);
    // Straight to the service, so the ten overlap in the database rather than queue in the app.
    const sent: MailMessage[] = [];
    const mailer: Mailer = { mode: 'file', send: (mail) => sent.push(mail), idle: async () => {} };
    const service = createInvitationService({
      database: t.database,
      clock: { now: () => new Date(now) },
      mailer,
    });
    const actor = await ownerActor(owner);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => service.create(actor, { email: address(), role: 'viewer' })),
    );
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as AppError).code] : [],
    );
    expect(refused).toEqual(Array(5).fill('RATE_LIMITED'));
    expect(sent).toHaveLength(5);
    expect(await stateOf(owner.businessId)).toEqual({ invitations: 20, sends: 20, logged: 20 });
  });
});
