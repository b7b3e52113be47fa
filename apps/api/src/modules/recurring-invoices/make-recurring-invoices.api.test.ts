import type { Invoice, RecurringInvoice } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { putOnPlan } from '../../test/billing';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import {
  createRecurring,
  getRecurring,
  makeRecurringInvoices,
} from '../../test/recurring-invoices';
import { closeSecondConnection, openSecondConnection } from '../../test/second-connection';

let t: TestApp;
/** A second connection to the same database: another pool on a server, the same PGlite. */
let second: Database;
// The app's own clock stays on 20 November (sessions stay valid); the job is run at any time.
const TODAY = new Date('2026-11-20T03:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => TODAY } });
  second = await openSecondConnection(t);
});
afterAll(async () => {
  await closeSecondConnection(t, second);
  await t.close();
});

/** 08:00 in Jakarta on a date. */
const at = (date: string) => new Date(`${date}T01:00:00Z`);

async function invoicesOf(owner: Owner, schedule: RecurringInvoice) {
  const rows = await t.database.query<{ id: string; recurring_date: string }>(
    `select id, recurring_date::text as recurring_date from invoices
     where recurring_invoice_id = $1 order by recurring_date`,
    [schedule.id],
  );
  return Promise.all(
    rows.map(async (row) =>
      data<Invoice>(await owner.request('GET', `/api/v1/invoices/${row.id}/`)),
    ),
  );
}

describe('the make-recurring-invoices job', () => {
  it('makes one invoice per occurrence, however often it runs, dated and due as the schedule says', async () => {
    const owner = await signUpOwner(t);
    const schedule = await createRecurring(owner, {
      start_date: '2026-11-20',
      due_days: 10,
      notes: 'Sewa ruko bulan ini',
    });
    await makeRecurringInvoices(t, at('2026-11-20'));
    await makeRecurringInvoices(t, at('2026-11-20'));
    await makeRecurringInvoices(t, at('2026-11-25'));
    const [invoice, ...more] = await invoicesOf(owner, schedule);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      number: 'INV/2026/0001',
      status: 'draft',
      issue_date: '2026-11-20',
      due_date: '2026-11-30',
      customer: { name: 'PT Sewa Jaya' },
      notes: 'Sewa ruko bulan ini',
      total: schedule.total,
    });
    expect(await getRecurring(owner, schedule.id)).toMatchObject({
      status: 'active',
      made_count: 1,
      next_date: '2026-12-20',
      last_invoice_id: invoice?.id,
    });
    // The database refuses a second invoice for the same occurrence.
    const twice = t.database.query(
      `insert into invoices (id, business_id, number, contact_id, customer_name, issue_date, due_date,
         currency, subtotal, line_discount, invoice_discount, base, taxes, tax, rounding, total,
         recurring_invoice_id, recurring_date)
       select gen_random_uuid(), business_id, 'X-1', contact_id, customer_name, issue_date, due_date,
         currency, 0, 0, 0, 0, '[]', 0, 0, 0, recurring_invoice_id, recurring_date
       from invoices where id = $1`,
      [invoice?.id],
    );
    await expect(twice).rejects.toThrow(/invoices_recurring_occurrence_key/);
  });

  it('makes one invoice for the latest missed occurrence after downtime, never a burst', async () => {
    const owner = await signUpOwner(t);
    const schedule = await createRecurring(owner, { start_date: '2026-11-21', interval: 'weekly' });
    // Down from the 20th until 10 January: eight Saturdays were missed.
    await makeRecurringInvoices(t, at('2027-01-10'));
    const invoices = await invoicesOf(owner, schedule);
    expect(invoices.map((invoice) => invoice.issue_date)).toEqual(['2027-01-09']);
    expect(await getRecurring(owner, schedule.id)).toMatchObject({
      made_count: 1,
      next_date: '2027-01-16',
    });
  });

  it('ends after N invoices, and on its end date', async () => {
    const owner = await signUpOwner(t);
    const afterTwo = await createRecurring(owner, {
      start_date: '2026-11-20',
      end: { type: 'after', count: 2 },
    });
    const onDate = await createRecurring(owner, {
      start_date: '2026-11-22',
      end: { type: 'on', date: '2026-12-31' },
    });
    for (const day of ['2026-11-22', '2026-12-22', '2027-01-22', '2027-02-22']) {
      await makeRecurringInvoices(t, at(day));
    }
    expect((await invoicesOf(owner, afterTwo)).map((i) => i.issue_date)).toEqual([
      '2026-11-20',
      '2026-12-20',
    ]);
    expect((await invoicesOf(owner, onDate)).map((i) => i.issue_date)).toEqual([
      '2026-11-22',
      '2026-12-22',
    ]);
    for (const schedule of [afterTwo, onDate]) {
      expect(await getRecurring(owner, schedule.id)).toMatchObject({
        status: 'ended',
        next_date: null,
        made_count: 2,
      });
    }
  });

  it('makes nothing while paused, and after resuming goes on from the next occurrence', async () => {
    const owner = await signUpOwner(t);
    const schedule = await createRecurring(owner, { start_date: '2026-11-25' });
    await owner.request('POST', `/api/v1/recurring-invoices/${schedule.id}/pause/`);
    await makeRecurringInvoices(t, at('2026-11-26'));
    expect(await invoicesOf(owner, schedule)).toEqual([]);
    await owner.request('POST', `/api/v1/recurring-invoices/${schedule.id}/resume/`);
    // Resumed on the 20th, before the first date: nothing was skipped.
    await makeRecurringInvoices(t, at('2026-11-26'));
    expect((await invoicesOf(owner, schedule)).map((i) => i.issue_date)).toEqual(['2026-11-25']);
  });

  it('pauses a schedule whose customer was archived, and still makes the others', async () => {
    const owner = await signUpOwner(t);
    const gone = await createContact(owner, { name: 'Toko Tutup' });
    const broken = await createRecurring(owner, { start_date: '2026-11-20', contact_id: gone.id });
    const fine = await createRecurring(owner, { start_date: '2026-11-20' });
    await owner.request('DELETE', `/api/v1/contacts/${gone.id}/`);
    await makeRecurringInvoices(t, at('2026-11-20'));
    expect(await getRecurring(owner, broken.id)).toMatchObject({
      status: 'paused',
      pause_reason: 'contact_archived',
      made_count: 0,
    });
    expect(await invoicesOf(owner, broken)).toEqual([]);
    expect(await invoicesOf(owner, fine)).toHaveLength(1);
  });

  it('holds a schedule while the plan allows no more invoices, and makes it once it does', async () => {
    const owner = await signUpOwner(t);
    const schedule = await createRecurring(owner, { start_date: '2026-11-20' });
    // On Gratis, its 20 invoices of November made.
    await t.database.query(
      `update subscriptions set plan_code = 'gratis', status = 'expired', period_end = null
       where business_id = $1`,
      [owner.businessId],
    );
    await t.database.query(
      `insert into plan_usage (business_id, month, invoices_made) values ($1, '2026-11-01', 20)`,
      [owner.businessId],
    );
    const held = await makeRecurringInvoices(t, at('2026-11-20'));
    expect(held).toMatchObject({ made: 0, paused: 0, held: 1 });
    expect(await getRecurring(owner, schedule.id)).toMatchObject({
      status: 'active',
      made_count: 0,
      next_date: '2026-11-20',
    });
    await putOnPlan(t, owner.businessId, 'pro');
    await makeRecurringInvoices(t, at('2026-11-20'));
    expect((await invoicesOf(owner, schedule)).map((i) => i.issue_date)).toEqual(['2026-11-20']);
  });

  it('sends it when the schedule says so, and tells the members', async () => {
    const owner = await signUpOwner(t);
    const schedule = await createRecurring(owner, { start_date: '2026-11-20', auto_send: true });
    await makeRecurringInvoices(t, at('2026-11-20'));
    const [invoice] = await invoicesOf(owner, schedule);
    expect(invoice).toMatchObject({ status: 'sent' });
    await t.mailsSettled();
    expect(t.mails().some((mail) => mail.includes('tagihan@sewa.example'))).toBe(true);
    const inbox = data<Array<{ title: string; link: string }>>(
      await owner.request('GET', '/api/v1/notifications/'),
    );
    expect(inbox, JSON.stringify(inbox)).toContainEqual(
      expect.objectContaining({
        title: `Recurring invoice ${invoice?.number} made`,
        link: `/apps/invoice/${invoice?.id}`,
      }),
    );
  });

  it('makes one invoice when two leaders run at once on two connections', async () => {
    const owner = await signUpOwner(t);
    const schedule = await createRecurring(owner, { start_date: '2026-11-20' });
    await Promise.all([
      makeRecurringInvoices(t, at('2026-11-20')),
      makeRecurringInvoices(t, at('2026-11-20'), second),
    ]);
    expect(await invoicesOf(owner, schedule)).toHaveLength(1);
    expect(await getRecurring(owner, schedule.id)).toMatchObject({
      status: 'active',
      made_count: 1,
    });
  });
});
