/**
 * Set-up for billing tests: a business's subscription moved in time or onto a plan directly, as
 * if its trial had run out or it had paid (the payment flows have tests of their own).
 */
import type { Checkout, Payment, PlanCode } from '@usaha/shared';
import { expect } from 'vitest';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
} from '../modules/billing/providers/sandbox-provider';
import type { TestApp, TestClient } from './harness';
import { data } from './ledger';

/** The trial or paid period ended `days` ago. */
export async function endPeriod(t: TestApp, businessId: string, days = 1): Promise<void> {
  await t.database.query(
    `update subscriptions set period_end = now() - make_interval(days => $2::int)
     where business_id = $1`,
    [businessId, days],
  );
}

/** On `plan`, paid monthly, for the next 30 days. */
export async function putOnPlan(t: TestApp, businessId: string, plan: PlanCode): Promise<void> {
  await t.database.query(
    `update subscriptions set plan_code = $2, status = 'active', interval = 'monthly',
       period_start = now(), period_end = now() + interval '30 days'
     where business_id = $1`,
    [businessId, plan],
  );
}

/**
 * In this test app's own database, the trial's plan limits nothing: for tests of something else
 * (access, send limits) whose fixtures make more members, books or invoices than Pro allows.
 */
export async function liftTrialLimits(t: TestApp): Promise<void> {
  await t.database.query(
    `update plans set max_users = null, max_cashbooks = null, max_invoices_per_month = null
     where code = 'pro'`,
  );
}

type SandboxEvent = {
  id: string;
  reference: string;
  status: 'paid' | 'pending' | 'failed' | 'canceled' | 'expired';
  amount: number;
  currency: string;
};

/** Delivers a sandbox event signed as the sandbox provider signs it, `at` (default now). */
export function deliverSandboxEvent(t: TestApp, event: SandboxEvent, at = new Date()) {
  const { body, signature } = createSandboxProvider(t.config.jwtSecret).signedEvent(event, at);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/webhooks/sandbox/',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

/** A checkout of Pro monthly by `owner`, paid through the sandbox's signed event. */
export async function paidCheckout(t: TestApp, owner: TestClient): Promise<Payment> {
  const response = await owner.request('POST', '/api/v1/billing/checkout/', {
    body: { plan: 'pro', interval: 'monthly' },
  });
  const { payment } = data<Checkout>(response, 201);
  if (!payment) throw new Error('a checkout of Pro made no payment');
  const { reference, amount, currency } = payment;
  const paid = { id: `evt-${payment.id}`, reference, status: 'paid' as const, amount, currency };
  expect((await deliverSandboxEvent(t, paid)).statusCode).toBe(200);
  return payment;
}
