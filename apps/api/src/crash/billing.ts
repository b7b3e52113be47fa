/**
 * Plan payments under crashes (issue 17): before each round checkouts are made, and during it
 * their provider's "paid" events are delivered, each twice at once (a provider redelivers),
 * while the server is killed. After
 * each kill, straight from the database: every acknowledged event's payment is paid, and every
 * paid payment activated the subscription exactly once, its periods one after the other. After
 * each restart, the events never acknowledged are delivered again and apply once.
 */
import type { Database } from '../db/client';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
} from '../modules/billing/providers/sandbox-provider';
import type { Api } from './workload';

type Payment = { id: string; reference: string; amount: number; currency: string };

type PaidEvent = {
  id: string;
  reference: string;
  status: 'paid';
  amount: number;
  currency: string;
};

/** Events delivered and acknowledged (200), and those in flight when the server died. */
export type BillingLedger = {
  acked: Map<string, { paymentId: string; event: PaidEvent }>;
  pending: Map<string, { paymentId: string; event: PaidEvent }>;
};

export function newBillingLedger(): BillingLedger {
  return { acked: new Map(), pending: new Map() };
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`billing: ${message}`);
}

export function billingClients(secret: string) {
  const sandbox = createSandboxProvider(secret);

  async function deliver(api: Api, event: PaidEvent): Promise<number> {
    const { body, signature } = sandbox.signedEvent(event, new Date());
    try {
      const response = await fetch(`${api.url}/api/v1/billing/webhooks/sandbox/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        body,
      });
      return response.status;
    } catch {
      return 0;
    }
  }

  return {
    /**
     * Checkouts of Pro monthly made while the server is idle, their paid events waiting to be
     * delivered during the round (the provider's side of the race).
     */
    async prepare(api: Api, ledger: BillingLedger, count: number): Promise<void> {
      for (let n = 0; n < count; n += 1) {
        const response = await fetch(`${api.url}/api/v1/billing/checkout/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ plan: 'pro', interval: 'monthly' }),
        });
        check(response.status === 201, `checkout answered ${response.status}`);
        const { payment } = ((await response.json()) as { data: { payment: Payment } }).data;
        const { id: paymentId, reference, amount, currency } = payment;
        const event: PaidEvent = {
          id: `evt-${paymentId}`,
          reference,
          status: 'paid',
          amount,
          currency,
        };
        ledger.pending.set(event.id, { paymentId, event });
      }
    },

    /** Each waiting event sent twice at once (a provider redelivers), until the kill. */
    async deliver(api: Api, ledger: BillingLedger): Promise<void> {
      for (const [id, item] of [...ledger.pending]) {
        const answers = await Promise.all([deliver(api, item.event), deliver(api, item.event)]);
        if (!answers.includes(200)) return;
        ledger.pending.delete(id);
        ledger.acked.set(id, item);
      }
    },

    /** After a restart: the events in flight at the kill, delivered again. */
    async retry(api: Api, ledger: BillingLedger): Promise<void> {
      for (const [id, item] of [...ledger.pending]) {
        const status = await deliver(api, item.event);
        check(status === 200, `redelivery of ${id} answered ${status}`);
        ledger.pending.delete(id);
        ledger.acked.set(id, item);
      }
    },
  };
}

/** Straight from the database while the server is dead. */
export async function verifyBilling(database: Database, ledger: BillingLedger): Promise<void> {
  const ids = [...ledger.acked.values()].map((item) => item.paymentId);
  const [paid] = await database.query<{ n: number }>(
    `select count(*)::int as n from payments where id = any($1::uuid[]) and status = 'paid'`,
    [ids],
  );
  check(paid?.n === ids.length, `${ids.length - (paid?.n ?? 0)} acknowledged payments not paid`);
  const twice = await database.query<{ id: string; n: number }>(
    `select p.id, count(a.id)::int as n from payments p
       left join activities a on a.entity_id = p.id::text and a.action = 'subscription.activate'
     group by p.id, p.status
     having count(a.id) <> case when p.status = 'paid' then 1 else 0 end`,
  );
  check(twice.length === 0, `activations not once per paid payment: ${JSON.stringify(twice)}`);
  const periods = await database.query<{ start: Date; end: Date; business_end: Date }>(
    `select p.period_start as start, p.period_end as end, s.period_end as business_end
       from payments p join subscriptions s on s.business_id = p.business_id
      where p.status = 'paid' order by p.period_start`,
  );
  for (let n = 1; n < periods.length; n += 1) {
    const before = periods[n - 1];
    const next = periods[n];
    check(
      Boolean(before && next && new Date(next.start) >= new Date(before.end)),
      'two paid periods overlap',
    );
  }
  const last = periods.at(-1);
  if (last) {
    check(
      new Date(last.business_end).getTime() === new Date(last.end).getTime(),
      'the subscription does not end with its last paid period',
    );
  }
}
