/**
 * Every business's subscription as staff see it (`GET admin/subscriptions/`): the plan and status
 * in effect now worked out in SQL exactly as `subscriptionState` (packages/shared) does, so the
 * filters select what the rows show; newest business first, in keyset pages.
 */
import type { AdminSubscription, PlanCode, SubscriptionStatus } from '@usaha/shared';
import type { Database } from '../../db/client';
import { cursorTime, type TimeKey, timeKeyset } from '../../db/keyset';
import { SqlParts } from '../../db/sql';

/** `subscriptionState(...).status`, for the row `s` at the instant `now` (a placeholder). */
export const stateStatusSql = (now: string) => `case
    when s.business_id is null then 'active'
    when s.status in ('canceled', 'expired') or s.period_end is null or ${now} < s.period_end
      then s.status
    when s.status = 'trialing' then 'expired'
    when s.cancel_at_period_end then 'canceled'
    when ${now} < s.period_end + interval '7 days' then 'past_due'
    else 'expired'
  end`;

/** `subscriptionState(...).planCode`: a running trial is on Pro, anything ended on Gratis. */
export const statePlanSql = (now: string) => `case
    when s.business_id is null or s.status in ('canceled', 'expired') then 'gratis'
    when s.period_end is null then s.plan_code
    when ${now} < s.period_end then case when s.status = 'trialing' then 'pro' else s.plan_code end
    when s.status = 'trialing' or s.cancel_at_period_end then 'gratis'
    when ${now} < s.period_end + interval '7 days' then s.plan_code
    else 'gratis'
  end`;

export type StaffSubscriptionFilter = {
  plan?: PlanCode | undefined;
  status?: SubscriptionStatus | undefined;
  endingSoon?: boolean | undefined;
  q?: string | undefined;
};

type Row = {
  business_id: string;
  business_name: string;
  owner_email: string | null;
  plan: PlanCode;
  status: SubscriptionStatus;
  interval: 'monthly' | 'yearly' | null;
  price: string | number | null;
  currency: string | null;
  period_end: Date | string | null;
  cancel_at_period_end: boolean | null;
  pending_manual: number;
  created_at: Date | string;
  created_key: string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toAdminSubscription(row: Row): AdminSubscription {
  const running = row.plan !== 'gratis' && row.period_end !== null;
  return {
    business_id: row.business_id,
    business_name: row.business_name,
    owner_email: row.owner_email,
    plan: row.plan,
    status: row.status,
    interval: running ? row.interval : null,
    price: running && row.price !== null ? Number(row.price) : null,
    currency: row.currency ?? 'IDR',
    current_period_end: running && row.period_end ? iso(row.period_end) : null,
    cancel_at_period_end: running && row.cancel_at_period_end === true,
    pending_manual_payments: row.pending_manual,
    created_at: iso(row.created_at),
  };
}

function listSql(
  now: Date,
  filter: StaffSubscriptionFilter,
  after: TimeKey | null,
  limit: number,
  businessId: string | null,
) {
  const parts = new SqlParts();
  const at = `${parts.param(now.toISOString())}::timestamptz`;
  if (businessId) parts.and(`business_id = ${parts.param(businessId)}`);
  if (filter.plan) parts.and(`plan = ${parts.param(filter.plan)}`);
  if (filter.status) parts.and(`status = ${parts.param(filter.status)}`);
  if (filter.endingSoon) {
    parts.and(
      `status in ('trialing', 'active') and period_end <= ${at} + interval '7 days' and not coalesce(cancel_at_period_end, false)`,
    );
  }
  if (filter.q) {
    const pattern = parts.param(`%${filter.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`);
    parts.and(`(lower(business_name) like ${pattern} or lower(owner_email) like ${pattern})`);
  }
  if (after) {
    parts.and(
      `(created_at, business_id) < (${parts.param(after.at)}::timestamptz, ${parts.param(after.id)}::uuid)`,
    );
  }
  const text = `
with rows as (
  select b.id as business_id, b.name as business_name, b.created_at,
    ${cursorTime('b.created_at')} as created_key,
    (select u.email from memberships m join users u on u.id = m.user_id
      where m.business_id = b.id and m.role = 'owner'
      order by m.created_at limit 1) as owner_email,
    ${statePlanSql(at)} as plan,
    ${stateStatusSql(at)} as status,
    s.interval, s.price, s.currency, s.period_end, s.cancel_at_period_end,
    (select count(*)::int from payments p
      where p.business_id = b.id and p.provider = 'manual' and p.status = 'pending') as pending_manual
  from businesses b
  left join subscriptions s on s.business_id = b.id
)
select * from rows
${parts.whereClause()}
order by created_at desc, business_id desc
limit ${limit + 1}`;
  return { text, params: parts.params };
}

export async function staffSubscriptionPage(
  database: Database,
  now: Date,
  filter: StaffSubscriptionFilter,
  cursor: string | undefined,
  limit: number,
) {
  const after = timeKeyset.decode(cursor);
  const { text, params } = listSql(now, filter, after, limit, null);
  const rows = await database.query<Row>(text, params);
  return timeKeyset.page(rows, limit, toAdminSubscription, (row) => ({
    at: row.created_key,
    id: row.business_id,
  }));
}

/** One business's row as the list shows it; undefined when there is no such business. */
export async function staffSubscriptionOf(
  database: Database,
  now: Date,
  businessId: string,
): Promise<AdminSubscription | undefined> {
  const { text, params } = listSql(now, {}, null, 1, businessId);
  const [row] = await database.query<Row>(text, params);
  return row ? toAdminSubscription(row) : undefined;
}
