/**
 * The platform's figures in one statement (issue 17), each subscription's state worked out as
 * `subscriptionState` does (packages/shared): a trial before its end; a paid period before its
 * end, then 7 days past due unless cancelled; everything else Gratis.
 */
export const OVERVIEW_SQL = `
with subs as (
  select s.plan_code, s.interval, s.price, s.period_end, s.cancel_at_period_end,
    case
      when s.status in ('canceled', 'expired') or s.period_end is null then 'gratis'
      when s.status = 'trialing' and s.period_end > $1 then 'trialing'
      when s.status = 'trialing' then 'gratis'
      when s.period_end > $1 then 'active'
      when not s.cancel_at_period_end and s.period_end + interval '7 days' > $1 then 'past_due'
      else 'gratis'
    end as state
  from subscriptions s
),
weeks as (
  select generate_series(
    date_trunc('week', ($1::timestamptz at time zone 'Asia/Jakarta')) - interval '11 weeks',
    date_trunc('week', ($1::timestamptz at time zone 'Asia/Jakarta')),
    interval '1 week'
  ) as week
)
select
  (select count(*)::int from businesses) as businesses,
  (select count(*)::int from users) as users,
  (select count(*)::int from subs where state = 'trialing') as trials,
  (select count(*)::int from subs where state = 'past_due') as past_due,
  (select coalesce(json_object_agg(plan_code, n), '{}'::json) from (
    select plan_code, count(*)::int as n from subs where state = 'active' group by plan_code
  ) active) as active_by_plan,
  (select coalesce(sum(price) filter (where interval = 'monthly'), 0)::bigint from subs where state = 'active') as monthly_sum,
  (select coalesce(sum(price) filter (where interval = 'yearly'), 0)::bigint from subs where state = 'active') as yearly_sum,
  (select count(*)::int from subs
    where interval is not null and plan_code <> 'gratis' and state = 'gratis'
      and case when cancel_at_period_end then period_end else period_end + interval '7 days' end
        >= (date_trunc('month', ($1::timestamptz at time zone 'Asia/Jakarta')) at time zone 'Asia/Jakarta')
  ) as churned_this_month,
  (select count(*)::int from payments where provider = 'manual' and status = 'pending') as pending_manual,
  (select json_agg(json_build_object('week', to_char(w.week, 'YYYY-MM-DD'), 'count', coalesce(u.n, 0)) order by w.week)
    from weeks w
    left join (
      select date_trunc('week', created_at at time zone 'Asia/Jakarta') as week, count(*)::int as n
      from users
      where created_at >= (date_trunc('week', ($1::timestamptz at time zone 'Asia/Jakarta')) - interval '11 weeks') at time zone 'Asia/Jakarta'
      group by 1
    ) u on u.week = w.week
  ) as signups
`;
