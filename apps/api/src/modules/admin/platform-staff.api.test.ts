/**
 * The platform's staff (issue 17): superadmins grant and revoke platform roles of accounts with a
 * proven address, each in the audit log; staff may read the list and are refused (403) the
 * changes; the platform always keeps one superadmin, also when two revoke each other at once.
 */
import type { PlatformAuditEntry, PlatformStaff } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient, verifyEmailFromMail } from '../../test/harness';
import { data, signUpOwner, VERIFIED } from '../../test/ledger';
import { emailOf, signUpStaff, signUpSuperadmin } from '../../test/staff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STAFF = '/api/v1/admin/staff/';
const reason = 'Support team rota';

describe('granting and revoking', () => {
  it('makes staff of a proven account, who then sees the admin area', async () => {
    const superadmin = await signUpSuperadmin(t);
    const member = await signUpOwner(t, 'id', VERIFIED);
    expect((await member.request('GET', '/api/v1/admin/overview/')).statusCode).toBe(404);
    const email = await emailOf(member);
    const list = data<PlatformStaff[]>(
      await superadmin.request('POST', STAFF, {
        body: { email: email.toUpperCase(), role: 'staff', reason },
      }),
    );
    expect(list.find((row) => row.email === email)?.roles).toEqual(['staff']);
    expect((await member.request('GET', '/api/v1/admin/overview/')).statusCode).toBe(200);
    const [line] = data<PlatformAuditEntry[]>(
      await superadmin.request('GET', '/api/v1/admin/audit/?limit=1'),
    );
    expect(line).toMatchObject({ action: 'staff.grant', reason, after: { roles: ['staff'] } });
    // Revoked, the area is hidden from them again.
    const userId = list.find((row) => row.email === email)?.user_id;
    data(
      await superadmin.request('POST', `${STAFF}${userId}/revoke/`, {
        body: { role: 'staff', reason },
      }),
    );
    expect((await member.request('GET', '/api/v1/admin/overview/')).statusCode).toBe(404);
  });

  it('refuses an unproven address and one with no account', async () => {
    const superadmin = await signUpSuperadmin(t);
    const unproven = await signUpOwner(t);
    const refused = await superadmin.request('POST', STAFF, {
      body: { email: await emailOf(unproven), role: 'staff', reason },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    const nobody = await superadmin.request('POST', STAFF, {
      body: { email: 'nobody-here@example.com', role: 'staff', reason },
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('lets staff read the list and refuses them the changes', async () => {
    const superadmin = await signUpSuperadmin(t);
    const staff = await signUpStaff(t, superadmin);
    expect((await staff.request('GET', STAFF)).statusCode).toBe(200);
    const other = await signUpOwner(t, 'id', VERIFIED);
    const grant = await staff.request('POST', STAFF, {
      body: { email: await emailOf(other), role: 'superadmin', reason },
    });
    expect(grant.statusCode).toBe(403);
    expect((await other.request('GET', '/api/v1/admin/overview/')).statusCode).toBe(404);
  });
});

describe('the last superadmin', () => {
  it('stays, also when superadmins revoke each other at once', async () => {
    const isolated = await createTestApp();
    try {
      const first = await signUpSuperadmin(isolated);
      const second = await signUpSuperadmin(isolated);
      const staffList = data<PlatformStaff[]>(await first.request('GET', STAFF));
      const firstId = staffList.find((row) => row.roles.includes('superadmin'))?.user_id;
      const secondId = staffList.find(
        (row) => row.roles.includes('superadmin') && row.user_id !== firstId,
      )?.user_id;
      const body = { role: 'superadmin', reason: 'Handing over' };
      const answers = await Promise.all([
        first.request('POST', `${STAFF}${secondId}/revoke/`, { body }),
        second.request('POST', `${STAFF}${firstId}/revoke/`, { body }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes[0]).toBe(200);
      const remaining = await isolated.database.query<{ count: number }>(
        "select count(*)::int as count from users where 'superadmin' = any(platform_roles)",
      );
      expect(remaining[0]?.count).toBe(1);
      // The one left cannot leave.
      const [last] = await isolated.database.query<{ id: string }>(
        "select id from users where 'superadmin' = any(platform_roles)",
      );
      const self = last?.id === firstId ? first : second;
      const refused = await self.request('POST', `${STAFF}${last?.id}/revoke/`, { body });
      expect(refused.json().code).toBe('LAST_SUPERADMIN');
    } finally {
      await isolated.close();
    }
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a superadmin of an address proven after the server started', async () => {
    const email = `late-admin-${process.pid}@example.com`;
    const later = await createTestApp({ env: { ADMIN_EMAILS: email } });
    try {
      const client = new TestClient(later.app);
      const registered = await client.register({ username: `lateadmin${process.pid}`, email });
      expect(registered.statusCode).toBe(201);
      // Unproven, the address grants nothing: anyone could sign up with it.
      expect((await client.request('GET', '/api/v1/admin/overview/')).statusCode).toBe(404);
      await verifyEmailFromMail(later, email);
      expect((await client.request('GET', '/api/v1/admin/overview/')).statusCode).toBe(200);
    } finally {
      await later.close();
    }
  });
});
