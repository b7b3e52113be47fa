/** What the team area tells the Notifier, seen through a recording one at the boundary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { createTokenService } from '../../lib/access-tokens';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMember, signUpOwner, VERIFIED } from '../../test/ledger';
import { createAuthService } from '../auth/auth.service';
import { userIdOf } from '../notifications/notifications-test-helpers';
import { startOwnedBusiness } from '../onboarding/onboarding.service';
import { createInvitationAcceptService } from './invitation-accept.service';
import { activeBusinessIdsOf, createMemberService } from './members.service';
import { isActiveMember } from './team.guards';
import { invite, ownerActor, PASSWORD, recordingNotifier } from './team-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = {
  ip: '127.0.0.1',
  userAgent: 'vitest',
  appUrl: 'http://localhost:3000',
  sessionlessAppUrl: 'http://localhost:3000',
};

describe('the team and the notifier', () => {
  it('tells a member of a role change, and their tabs of every change', async () => {
    const owner = await signUpOwner(t);
    const member = await addMember(t, owner, 'cashier');
    const memberId = await userIdOf(member);
    const actor = await ownerActor(owner);
    const { notifier, notified, changed } = recordingNotifier();
    const members = createMemberService({ database: t.database, notifier, clock: systemClock });

    await members.update(actor, memberId, { role: 'viewer' });
    const change = { businessId: owner.businessId, userId: memberId };
    expect(changed).toEqual([change]);
    expect(notified).toEqual([
      {
        ...change,
        type: 'role_changed',
        data: { business_name: actor.businessName, role: 'viewer' },
        link: '/dashboard',
      },
    ]);

    await members.update(actor, memberId, { role: 'viewer' });
    expect(changed).toHaveLength(1);
    await members.update(actor, memberId, { status: 'disabled' });
    await members.remove(actor, memberId);
    expect(changed).toEqual([change, change, change]);
    expect(notified).toHaveLength(1);
  });

  it('tells the inviter that the invited person joined, while the inviter is still there', async () => {
    const owner = await signUpOwner(t);
    const manager = await addMember(t, owner, 'manager', VERIFIED);
    const managerId = await userIdOf(manager);
    const { notifier, notified } = recordingNotifier();
    const accept = createInvitationAcceptService({
      database: t.database,
      clock: systemClock,
      auth: createAuthService({
        database: t.database,
        tokens: createTokenService(t.config.jwtSecret),
        clock: systemClock,
        notifier,
        // Accounts made through an invitation have a proven address: no verification mail.
        verification: { mail: () => undefined },
        memberships: { activeBusinessIdsOf, isActiveMember },
        startBusiness: startOwnedBusiness,
      }),
      notifier,
    });
    const body = { full_name: 'Dewi Lestari', password: PASSWORD, remember_me: false };

    const first = await invite(t, manager, `dewi${process.pid}@example.com`, 'viewer');
    await accept.register(first.token, { ...body, username: `dewi${process.pid}` }, origin);
    expect(notified).toEqual([
      {
        businessId: owner.businessId,
        userId: managerId,
        type: 'member_joined',
        data: { name: 'Dewi Lestari', role: 'viewer' },
        link: '/apps/settings/users',
      },
    ]);

    const second = await invite(t, manager, `eka${process.pid}@example.com`, 'cashier');
    await owner.request('DELETE', `/api/v1/team/members/${managerId}/`);
    await accept.register(second.token, { ...body, username: `eka${process.pid}` }, origin);
    expect(notified).toHaveLength(1);
  });
});
