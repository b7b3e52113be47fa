/**
 * The callers of the route matrix: the five roles as members of business A, an outsider (the
 * owner of business B, calling with A's record ids), an anonymous visitor, and the platform's
 * staff (a superadmin and a staff member, each the owner of a business of their own, calling
 * with A's ids); and the answer each of them should get from a route.
 */
import { BUSINESS_ROLES, type BusinessRole, ROLE_PERMISSIONS } from '@usaha/shared';
import { type TestApp, TestClient } from '../harness';
import { addMember, signUpOwner, VERIFIED } from '../ledger';
import type { MatrixRow } from '../matrix-rows/row';
import { signUpStaff, signUpSuperadmin } from '../staff';
import { FIXED_ANSWERS, namesRecord } from './fixtures';
import { RecordSet } from './records';

export type Caller = {
  name: BusinessRole | 'outsider' | 'anonymous' | 'superadmin' | 'staff';
  client: TestClient;
  /** The role in the business of the caller's token; null for the anonymous visitor. */
  role: BusinessRole | null;
  /** The records of A this caller names in URLs; null: the caller calls the URLs as written. */
  records: RecordSet | null;
};

/**
 * One sign-up per caller kind, each with a verified address so mail on the business's behalf
 * (invitations) is theirs to send; `leaks` gathers the ids of A's records as they are made.
 */
export async function signUpCallers(t: TestApp, leaks: Set<string>): Promise<Caller[]> {
  const owner = await signUpOwner(t, 'id', VERIFIED);
  const callers: Caller[] = [];
  for (const role of BUSINESS_ROLES) {
    const client = role === 'owner' ? owner : await addMember(t, owner, role, VERIFIED);
    callers.push({ name: role, client, role, records: new RecordSet(t, owner, client, leaks) });
  }
  callers.push({
    name: 'outsider',
    client: await signUpOwner(t, 'id', VERIFIED),
    role: 'owner',
    // The outsider names A's records, and the owner of A's own ones (a notification, a session).
    records: new RecordSet(t, owner, owner, leaks),
  });
  callers.push({ name: 'anonymous', client: new TestClient(t.app), role: null, records: null });
  // Last: their actions on A's subscription come after every other caller's calls.
  const superadmin = await signUpSuperadmin(t);
  const staff = await signUpStaff(t, superadmin);
  // Like the outsider they name A's records; one set for both, so the second finds them made
  // before the first's actions left A on Gratis.
  const records = new RecordSet(t, owner, owner, leaks);
  callers.push({ name: 'superadmin', client: superadmin, role: 'owner', records });
  callers.push({ name: 'staff', client: staff, role: 'owner', records });
  return callers;
}

/** A status, or `served`: past the access check and no server error (not 401, 403 or 5xx). */
export type Expected = number | 'served';

export function expectedAnswer(caller: Caller, row: MatrixRow): Expected {
  const platform = caller.name === 'superadmin' || caller.name === 'staff';
  if (row.access === 'admin' || row.access === 'superadmin') {
    // The admin area answers 404 to everyone but platform staff; some acts are superadmins'.
    if (!platform) return 404;
    if (row.access === 'superadmin' && caller.name === 'staff') return 403;
    return FIXED_ANSWERS[`${row.method} ${row.url}`] ?? 'served';
  }
  if (row.access === 'public' || caller.role === null) return row.anonymous;
  // The blog's editors: a superadmin writes; every other signed-in caller is refused.
  if (row.access === 'editor') {
    return caller.name === 'superadmin'
      ? (FIXED_ANSWERS[`${row.method} ${row.url}`] ?? 'served')
      : 403;
  }
  const granted = ROLE_PERMISSIONS[caller.role];
  const needed = typeof row.access === 'object' ? [row.access.permission, row.access.also] : [];
  if ([...needed, row.bodyNeeds].some((name) => name && !granted.includes(name))) return 403;
  const fixed = FIXED_ANSWERS[`${row.method} ${row.url}`];
  if (fixed !== undefined) return fixed;
  // The outsider (and staff, in the business areas) hold every permission, in a business of
  // their own: A's records must not exist for them.
  if ((caller.name === 'outsider' || platform) && namesRecord(row.url)) return 404;
  return 'served';
}

export function meets(expected: Expected, status: number): boolean {
  if (expected !== 'served') return status === expected;
  return status !== 401 && status !== 403 && status < 500;
}

export const describeExpected = (expected: Expected) =>
  expected === 'served' ? 'not 401/403/5xx' : String(expected);
