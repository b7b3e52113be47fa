/** Shortcuts for the team tests: invitations through the API, their mail, and a recording Notifier. */
import type { AuthUser, BusinessRole, Invitation } from '@usaha/shared';
import { expect } from 'vitest';
import type { TestApp, TestClient } from '../../test/harness';
import { data, type Owner } from '../../test/ledger';
import type { Notifier, NotifyInput } from '../notifications/notifier.types';
import type { TeamActor } from './team-actor';

export const PASSWORD = 'Warung-Siti-2026';

export async function profileOf(client: TestClient): Promise<AuthUser> {
  const response = await client.request('GET', '/api/v1/auth/profile/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: AuthUser }>().user;
}

/** The team actor `owner` is in their business, for calling a team service directly. */
export async function ownerActor(owner: Owner): Promise<TeamActor> {
  const user = await profileOf(owner);
  if (!user.business) throw new Error('the owner has no business');
  return {
    businessId: owner.businessId,
    userId: user.id,
    currency: user.business.currency,
    timezone: user.business.timezone,
    ip: '127.0.0.1',
    userAgent: 'vitest',
    appUrl: 'http://localhost:3000',
    role: user.business.role,
    name: user.full_name,
    email: user.email,
    language: user.language,
    businessName: user.business.name,
  };
}

/** Runs `action` and answers the mail it sent (mail leaves after the response). */
export async function mailsAfter(t: TestApp, action: () => Promise<unknown>): Promise<string[]> {
  // Mail queued before (a sign-up's verification link) is not the action's.
  await t.mailsSettled();
  const before = t.mails().length;
  await action();
  for (let i = 0; i < 50 && t.mails().length === before; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return t.mails().slice(before);
}

/** The invitation link in a mail file (quoted-printable unfolded). */
export function invitationLinkFromMail(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(/https?:\/\/\S+\/auth\/invitation\?token=[A-Za-z0-9_%-]+/);
  if (!match) throw new Error(`no invitation link in mail:\n${mail}`);
  return match[0];
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Invites `email` as `role` from `client`'s business; answers the invitation and its token. */
export async function invite(
  t: TestApp,
  client: TestClient,
  email: string,
  role: BusinessRole = 'cashier',
): Promise<{ invitation: Invitation; token: string }> {
  let invitation: Invitation | undefined;
  const [mail] = await mailsAfter(t, async () => {
    const response = await client.request('POST', '/api/v1/team/invitations/', {
      body: { email, role },
    });
    invitation = data<Invitation>(response, 201);
  });
  if (!invitation || !mail) throw new Error('the invitation was not sent');
  return { invitation, token: tokenOf(invitationLinkFromMail(mail)) };
}

/** A Notifier that writes down what it was asked. */
export function recordingNotifier() {
  const notified: NotifyInput[] = [];
  const changed: Array<{ businessId: string; userId: string }> = [];
  const sessionsEnded: string[] = [];
  const notifier: Notifier = {
    notify: async (input) => {
      notified.push(input);
    },
    membershipChanged: (businessId, userId) => {
      changed.push({ businessId, userId });
    },
    sessionsEnded: (userId) => {
      sessionsEnded.push(userId);
    },
  };
  return { notifier, notified, changed, sessionsEnded };
}
