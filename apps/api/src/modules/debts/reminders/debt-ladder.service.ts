/**
 * The reminder ladder (issue 15): the members who may see debts are told of an open debt or
 * credit 3 days before its due date, on it, and 1, 7 and 30 days after, by the business's local
 * date. Each (record, due date, step) is claimed in debt_reminders before anyone is told, so runs
 * that overlap or repeat never tell twice; a changed due date climbs the ladder again. A run
 * tells only the latest step reached: steps missed while the scheduler was down are not told
 * late, one after another (the latest says more). A crash between the claim and the telling
 * loses that notice rather than repeating it.
 */
import type { Database } from '../../../db/client';
import { uuidv7 } from '../../../db/ids';
import type { MembersNotifier } from '../../notifications/notifier.types';
import type { Job } from '../../scheduler/scheduler.types';
import {
  claimLadderSteps,
  type LadderCandidate,
  ladderCandidates,
} from './debt-reminders.repository';

/** Days from the due date: before it (negative), on it, after it. */
export const LADDER_STEPS = [-3, 0, 1, 7, 30] as const;
export const DEBT_LADDER_JOB = 'tell-debts-due';
const BATCH = 100;

/** Where a notice opens the record: `/apps/debtcredit/credit/{id}` or `…/debt/{id}`. */
export const debtPath = (debt: { id: string; kind: string }) =>
  `/apps/debtcredit/${debt.kind === 'debt' ? 'debt' : 'credit'}/${debt.id}`;

async function claim(database: Database, batch: LadderCandidate[], now: Date) {
  return database.db.transaction(async (tx) => {
    const claimed = new Set(
      await claimLadderSteps(
        tx,
        batch.map((debt) => ({
          id: uuidv7(),
          businessId: debt.business_id,
          debtId: debt.id,
          dueDate: debt.due_date,
          step: debt.step,
          createdAt: now,
        })),
      ),
    );
    // The claims are the record: the record's history reads them (debt.ladder steps).
    return batch.filter((debt) => claimed.has(debt.id));
  });
}

function tell(notifier: MembersNotifier, debt: LadderCandidate) {
  return notifier.notifyMembers({
    businessId: debt.business_id,
    permission: 'debt.view',
    exceptUserId: null,
    type: 'debt_due',
    link: debtPath(debt),
    data: {
      kind: debt.kind,
      days: debt.days,
      contact: debt.contact_name,
      amount: debt.remaining,
      currency: debt.currency,
      due_date: debt.due_date,
    },
  });
}

/** The scheduler's job: claims a batch at a time, then tells each claimed step's members. */
export function createDebtLadder(deps: { notifier: MembersNotifier }): Job {
  return {
    name: DEBT_LADDER_JOB,
    async run({ database, now, signal }) {
      let told = 0;
      while (!signal.aborted) {
        const batch = await ladderCandidates(database, now, LADDER_STEPS, BATCH);
        const mine = await claim(database, batch, now);
        // A claimed batch is told in full: a shutdown waits for it.
        for (const debt of mine) await tell(deps.notifier, debt);
        told += mine.length;
        if (batch.length < BATCH) break;
      }
      return { told };
    },
  };
}
