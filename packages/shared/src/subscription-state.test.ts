import { describe, expect, it } from 'vitest';
import { daysLeft, type StoredSubscription, subscriptionState } from './subscription-state';

const end = new Date('2026-12-10T00:00:00Z');
const at = (iso: string) => new Date(iso);
const stored = (over: Partial<StoredSubscription>): StoredSubscription => ({
  planCode: 'bisnis',
  status: 'active',
  periodEnd: end,
  cancelAtPeriodEnd: false,
  ...over,
});

describe('subscriptionState', () => {
  it('gives a trial Pro until its end, then Gratis as expired', () => {
    const trial = stored({ status: 'trialing', planCode: 'pro' });
    expect(subscriptionState(trial, at('2026-12-09T23:59:59Z'))).toEqual({
      status: 'trialing',
      planCode: 'pro',
      graceEndsAt: null,
    });
    expect(subscriptionState(trial, end)).toEqual({
      status: 'expired',
      planCode: 'gratis',
      graceEndsAt: null,
    });
  });

  it('keeps a paid plan to its period end, then 7 days past due, then Gratis', () => {
    const paid = stored({});
    expect(subscriptionState(paid, at('2026-12-01T00:00:00Z')).planCode).toBe('bisnis');
    const grace = new Date('2026-12-17T00:00:00Z');
    expect(subscriptionState(paid, at('2026-12-16T23:59:59Z'))).toEqual({
      status: 'past_due',
      planCode: 'bisnis',
      graceEndsAt: grace,
    });
    expect(subscriptionState(stored({ status: 'past_due' }), grace)).toEqual({
      status: 'expired',
      planCode: 'gratis',
      graceEndsAt: null,
    });
  });

  it('ends a subscription canceled at period end without grace', () => {
    const leaving = stored({ cancelAtPeriodEnd: true });
    expect(subscriptionState(leaving, at('2026-12-09T00:00:00Z')).status).toBe('active');
    expect(subscriptionState(leaving, end)).toEqual({
      status: 'canceled',
      planCode: 'gratis',
      graceEndsAt: null,
    });
  });

  it('keeps Gratis (no period end) and ended subscriptions on Gratis', () => {
    expect(
      subscriptionState(
        stored({ planCode: 'gratis', periodEnd: null }),
        at('2030-01-01T00:00:00Z'),
      ),
    ).toEqual({ status: 'active', planCode: 'gratis', graceEndsAt: null });
    for (const status of ['canceled', 'expired'] as const) {
      expect(subscriptionState(stored({ status }), at('2026-12-01T00:00:00Z')).planCode).toBe(
        'gratis',
      );
    }
  });
});

describe('daysLeft', () => {
  it('rounds up and stops at zero', () => {
    expect(daysLeft(end, at('2026-11-26T05:00:00Z'))).toBe(14);
    expect(daysLeft(end, at('2026-12-09T23:00:00Z'))).toBe(1);
    expect(daysLeft(end, at('2026-12-11T00:00:00Z'))).toBe(0);
  });
});
