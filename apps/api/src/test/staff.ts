/** Platform staff for tests of the admin area: a superadmin, and staff they appoint. */
import { grantSuperadmin } from '../modules/admin/admin.module';
import type { TestApp } from './harness';
import { type Owner, signUpOwner, VERIFIED } from './ledger';

export async function emailOf(client: Owner): Promise<string> {
  const response = await client.request('GET', '/api/v1/auth/profile/');
  return response.json<{ user: { email: string } }>().user.email;
}

/** A new account with a proven address, made superadmin as the operator's script does. */
export async function signUpSuperadmin(t: TestApp): Promise<Owner> {
  const admin = await signUpOwner(t, 'id', VERIFIED);
  if (!(await grantSuperadmin(t.database, await emailOf(admin)))) {
    throw new Error('the new account did not become superadmin');
  }
  return admin;
}

/** A new account given `role` by `superadmin` through the admin area. */
export async function signUpStaff(
  t: TestApp,
  superadmin: Owner,
  role: 'staff' | 'editor' = 'staff',
): Promise<Owner> {
  const member = await signUpOwner(t, 'id', VERIFIED);
  const response = await superadmin.request('POST', '/api/v1/admin/staff/', {
    body: { email: await emailOf(member), role, reason: 'Joins the support team' },
  });
  if (response.statusCode !== 200) throw new Error(`grant failed: ${response.body}`);
  return member;
}
