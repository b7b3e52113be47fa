/**
 * The reminder ladder (job `tell-debts-due`), run at chosen instants as the scheduler's leader
 * would: each step (3 days before, on the due date, 1, 7 and 30 days after) told once to the
 * members, on the right day in the business's time zone; never twice, also across two runs at
 * once; never for a settled or void record; a changed due date climbs the ladder again; steps
 * missed while the scheduler was down are not told late, only the latest.
 */
import type { DebtHistoryItem, Notification } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payDebtOf, setDueDateOf, voidDebtOf } from '../../../test/debt-fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runJob } from '../../../test/jobs';
import { addMember, createBook, data, type Owner, signUpOwner } from '../../../test/ledger';
import { inboxOf } from '../../notifications/notifications-test-helpers';
import { debtOf, NOW } from '../debt-test-setup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(() => t.close());

const run = (instant: string) => runJob(t, 'tell-debts-due', new Date(instant));

async function dueNotices(client: Owner, language: 'id' | 'en' = 'en'): Promise<Notification[]> {
  return (await inboxOf(client, '?type=debt_due', language)).data;
}

async function stepsOf(debtId: string) {
  const rows = await t.database.query<{ step: number; due_date: string }>(
    `select step, due_date::text as due_date from debt_reminders
     where debt_id = $1 and channel = 'ladder' order by created_at, step`,
    [debtId],
  );
  return rows.map((row) => `${row.due_date}:${row.step}`);
}

async function inZone(owner: Owner, timezone: string) {
  await t.database.query('update businesses set timezone = $2 where id = $1', [
    owner.businessId,
    timezone,
  ]);
}

describe('the reminder ladder', () => {
  it('tells each step once, on its day in Jakarta, to every member, in their words', async () => {
    const owner = await signUpOwner(t);
    const cashier = await addMember(t, owner, 'cashier');
    const credit = await debtOf(t, owner, {
      kind: 'credit',
      amount: 150_000_00,
      due_date: '2026-12-10',
      contact: { name: 'Bu Siti' },
    });
    // 23:59 on 6 December in Jakarta (UTC+7): four days to go, nothing yet.
    await run('2026-12-06T16:59:59Z');
    expect(await dueNotices(owner)).toEqual([]);
    await run('2026-12-06T17:00:00Z');
    await run('2026-12-06T23:00:00Z');
    const [first, ...rest] = await dueNotices(cashier);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      title: 'Receivable from Bu Siti is due in 3 days',
      link: `/apps/debtcredit/credit/${credit.id}`,
    });
    expect(first?.body).toBe(
      `Bu Siti still owes ${credit.businessName} IDR\u00a0150,000, due on December 10, 2026.`,
    );
    const [indonesian] = await dueNotices(owner, 'id');
    expect(indonesian?.title).toBe('Piutang dari Bu Siti jatuh tempo 3 hari lagi');

    for (const instant of [
      '2026-12-09T17:00:00Z', // 10 December: due today
      '2026-12-10T16:00:00Z', // still the 10th
      '2026-12-10T17:00:00Z', // the 11th: a day overdue
      '2026-12-16T17:00:00Z', // the 17th: 7 days
      '2027-01-08T17:00:00Z', // 9 January: 30 days
      '2027-02-08T17:00:00Z', // nothing is left to tell
    ]) {
      await run(instant);
    }
    expect(await stepsOf(credit.id)).toEqual([
      '2026-12-10:-3',
      '2026-12-10:0',
      '2026-12-10:1',
      '2026-12-10:7',
      '2026-12-10:30',
    ]);
    const titles = (await dueNotices(owner)).map((item) => item.title);
    expect(titles).toEqual([
      'Receivable from Bu Siti is 30 days overdue',
      'Receivable from Bu Siti is 7 days overdue',
      'Receivable from Bu Siti is 1 day overdue',
      'Receivable from Bu Siti is due today',
      'Receivable from Bu Siti is due in 3 days',
    ]);
    expect(await dueNotices(cashier)).toHaveLength(5);
    // The record's history shows each step, in the order told.
    const history = data<DebtHistoryItem[]>(
      await owner.request('GET', `/api/v1/debts/${credit.id}/history/`),
    );
    const steps = history.filter((item) => item.action === 'debt.ladder');
    expect(steps.map((item) => item.params.step)).toEqual([-3, 0, 1, 7, 30]);
  });

  it('judges the day in each business time zone and tells a debt in its own words', async () => {
    const jakarta = await signUpOwner(t);
    const london = await signUpOwner(t);
    await inZone(london, 'UTC');
    const ours = await debtOf(t, jakarta, {
      kind: 'debt',
      amount: 80_000_00,
      due_date: '2027-03-10',
    });
    const theirs = await debtOf(t, london, {
      kind: 'debt',
      amount: 80_000_00,
      due_date: '2027-03-10',
    });
    // 10 March 01:00 in Jakarta is still the 9th in UTC.
    await run('2027-03-09T18:00:00Z');
    expect(await stepsOf(ours.id)).toEqual(['2027-03-10:0']);
    expect(await stepsOf(theirs.id)).toEqual(['2027-03-10:-3']);
    const [notice] = await dueNotices(jakarta, 'id');
    expect(notice).toMatchObject({
      title: 'Hutang ke Pak Joko jatuh tempo hari ini',
      link: `/apps/debtcredit/debt/${ours.id}`,
    });
    expect(notice?.body).toBe(
      `${ours.businessName} masih harus membayar Rp\u00a080.000 kepada Pak Joko, jatuh tempo pada 10 Maret 2027.`,
    );
    await run('2027-03-10T00:00:00Z');
    expect(await stepsOf(theirs.id)).toEqual(['2027-03-10:-3', '2027-03-10:0']);
    // Neither business hears of the other's record.
    expect((await dueNotices(london)).map((item) => item.link)).toEqual([
      `/apps/debtcredit/debt/${theirs.id}`,
      `/apps/debtcredit/debt/${theirs.id}`,
    ]);
  });

  it('tells once across two runs at once, and never a settled or void record', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const open = await debtOf(t, owner, {
      kind: 'credit',
      amount: 10_000_00,
      due_date: '2027-05-01',
    });
    const partly = await debtOf(t, owner, {
      kind: 'credit',
      amount: 10_000_00,
      due_date: '2027-05-01',
    });
    await payDebtOf(partly, {
      amount: 4_000_00,
      date: '2027-04-01',
      cashbook_id: book.id,
    });
    const settled = await debtOf(t, owner, {
      kind: 'credit',
      amount: 10_000_00,
      due_date: '2027-05-01',
    });
    await payDebtOf(settled, {
      amount: 10_000_00,
      date: '2027-04-01',
      cashbook_id: book.id,
    });
    const voided = await debtOf(t, owner, {
      kind: 'debt',
      amount: 10_000_00,
      due_date: '2027-05-01',
    });
    await voidDebtOf(voided);
    await debtOf(t, owner, { kind: 'credit', amount: 10_000_00 }); // no due date: no ladder

    const results = await Promise.all([run('2027-05-01T05:00:00Z'), run('2027-05-01T05:00:00Z')]);
    const notices = await dueNotices(owner);
    expect(notices.map((item) => item.link).sort()).toEqual(
      [`/apps/debtcredit/credit/${open.id}`, `/apps/debtcredit/credit/${partly.id}`].sort(),
    );
    expect(notices.find((item) => item.link?.endsWith(partly.id))?.body).toContain(
      'IDR\u00a06,000',
    );
    expect(results.reduce((sum, result) => sum + (result?.told ?? 0), 0)).toBeGreaterThanOrEqual(2);
    for (const record of [settled, voided]) expect(await stepsOf(record.id)).toEqual([]);
    expect(await stepsOf(open.id)).toEqual(['2027-05-01:0']);
  });

  it('climbs again from a changed due date, and tells only the latest of steps missed', async () => {
    const owner = await signUpOwner(t);
    const moved = await debtOf(t, owner, {
      kind: 'credit',
      amount: 20_000_00,
      due_date: '2027-07-10',
    });
    await run('2027-07-10T05:00:00Z');
    expect(await stepsOf(moved.id)).toEqual(['2027-07-10:0']);
    await setDueDateOf(moved, '2027-07-25');
    await run('2027-07-11T05:00:00Z'); // a day after the old date: nothing for the new one yet
    expect(await stepsOf(moved.id)).toEqual(['2027-07-10:0']);
    await run('2027-07-22T05:00:00Z');
    expect(await stepsOf(moved.id)).toEqual(['2027-07-10:0', '2027-07-25:-3']);

    // The scheduler was down from the 10th to the 19th: only "9 days overdue" (step 7) is told.
    const late = await debtOf(t, owner, {
      kind: 'credit',
      amount: 5_000_00,
      due_date: '2027-07-10',
    });
    await run('2027-07-19T05:00:00Z');
    expect(await stepsOf(late.id)).toEqual(['2027-07-10:7']);
    const notice = (await dueNotices(owner)).find((item) => item.link?.endsWith(late.id));
    expect(notice?.title).toBe('Receivable from Pak Joko is 9 days overdue');
    await run('2027-07-20T05:00:00Z');
    expect(await stepsOf(late.id)).toEqual(['2027-07-10:7']);
  });
});
