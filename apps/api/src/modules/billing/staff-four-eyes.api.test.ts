/**
 * Four eyes on staff's billing actions (security review N4): a staff member (a superadmin too)
 * who belongs to a business, in any role, neither confirms nor rejects its bank transfers nor
 * extends, changes or ends its subscription: 403 FOUR_EYES_REQUIRED, nothing changed, nothing
 * audited; another staff member does it, audited. The detail tells staff which case is theirs.
 */
import type {
  AdminSubscriptionDetail,
  Checkout,
  Payment,
  PlatformAuditEntry,
  Subscription,
} from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import { signUpStaff, signUpSuperadmin } from '../../test/staff';

let t: TestApp;
let superadmin: Owner;
let staff: Owner;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      MANUAL_TRANSFER_BANK: 'BCA',
      MANUAL_TRANSFER_ACCOUNT_NUMBER: '123 456 7890',
      MANUAL_TRANSFER_ACCOUNT_NAME: 'PT Usaha Digital',
    },
  });
  superadmin = await signUpSuperadmin(t);
  staff = await signUpStaff(t, superadmin);
});
afterAll(() => t.close());

const reason = 'Checked on the bank statement';
const SUBSCRIPTIONS = '/api/v1/admin/subscriptions/';

async function transferCheckout(owner: Owner): Promise<Payment> {
  const response = await owner.request('POST', '/api/v1/billing/checkout/', {
    body: { plan: 'bisnis', interval: 'yearly', provider: 'manual' },
  });
  const { payment } = data<Checkout>(response, 201);
  if (!payment) throw new Error('no payment');
  return payment;
}

/** Every action staff take on a business's billing, as `who` asks it. */
const actions = (who: Owner, businessId: string, paymentId: string) => ({
  confirm: () =>
    who.request('POST', `/api/v1/admin/payments/${paymentId}/confirm/`, { body: { reason } }),
  reject: () =>
    who.request('POST', `/api/v1/admin/payments/${paymentId}/reject/`, { body: { reason } }),
  extend: () =>
    who.request('POST', `${SUBSCRIPTIONS}${businessId}/extend/`, { body: { days: 30, reason } }),
  plan: () =>
    who.request('POST', `${SUBSCRIPTIONS}${businessId}/plan/`, {
      body: { plan: 'bisnis', reason },
    }),
  cancel: () => who.request('POST', `${SUBSCRIPTIONS}${businessId}/cancel/`, { body: { reason } }),
});

const subscriptionOf = async (owner: Owner) =>
  data<Subscription>(await owner.request('GET', '/api/v1/billing/subscription/'));
const auditOf = async (businessId: string) =>
  data<PlatformAuditEntry[]>(
    await superadmin.request('GET', `/api/v1/admin/audit/?business_id=${businessId}`),
  );
const detailOf = async (who: Owner, businessId: string) =>
  data<AdminSubscriptionDetail>(await who.request('GET', `${SUBSCRIPTIONS}${businessId}/`));

describe('staff acting on a business they belong to', () => {
  it('are refused every billing action on their own business, in its words', async () => {
    // The staff member's own business: they are its owner.
    const payment = await transferCheckout(staff);
    const before = await subscriptionOf(staff);
    for (const [name, act] of Object.entries(actions(staff, staff.businessId, payment.id))) {
      const response = await act();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FOUR_EYES_REQUIRED' });
    }
    const indonesian = await staff.request('POST', `${SUBSCRIPTIONS}${staff.businessId}/cancel/`, {
      body: { reason },
      headers: { 'accept-language': 'id' },
    });
    expect(indonesian.json().message).toBe(
      'Anda termasuk anggota bisnis ini: staf lain yang harus melakukannya.',
    );
    expect(await subscriptionOf(staff)).toEqual(before);
    expect((await detailOf(staff, staff.businessId)).payments[0]?.status).toBe('pending');
    expect(await auditOf(staff.businessId)).toEqual([]);
  });

  it('are refused in any role, a superadmin too, while another staff member may act', async () => {
    const owner = await signUpOwner(t);
    const payment = await transferCheckout(owner);
    // The superadmin is only a viewer there, and still one of the business's own people.
    await joinAs(superadmin, owner);
    const refused = await actions(superadmin, owner.businessId, payment.id).confirm();
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('FOUR_EYES_REQUIRED');
    expect((await detailOf(superadmin, owner.businessId)).own_business).toBe(true);
    // Staff outside the business confirm it, and the audit log says who.
    expect((await detailOf(staff, owner.businessId)).own_business).toBe(false);
    const confirmed = await actions(staff, owner.businessId, payment.id).confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await subscriptionOf(owner)).toMatchObject({
      plan: { code: 'bisnis' },
      status: 'active',
    });
    const [line] = await auditOf(owner.businessId);
    expect(line).toMatchObject({ action: 'payment.confirm', reason });
  });
});

/** Makes `staffMember` a viewer of `owner`'s business, as an accepted invitation would. */
async function joinAs(staffMember: Owner, owner: Owner): Promise<void> {
  await t.database.query(
    `insert into memberships (business_id, user_id, role)
     select $1, user_id, 'viewer' from memberships where business_id = $2 and role = 'owner'`,
    [owner.businessId, staffMember.businessId],
  );
}
