/**
 * The one writer of debt_reminders: a WhatsApp reminder a member sent, and the reminder ladder's
 * claims (one row per debt, due date and step; the unique index `debt_reminders_ladder_key` is
 * the claim, so two scheduler processes never tell twice). Reads the debt with its contact for
 * the message, scoped to one business.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { toMinorUnits } from '../../../db/row-values';
import { contacts, debtReminders, debts } from '../../../db/schema/index';

export type ReminderDebt = {
  id: string;
  kind: string;
  status: string;
  currency: string;
  amount: number;
  paid: number;
  dueDate: string | null;
  description: string | null;
  reference: string | null;
  contactId: string;
  contactName: string;
  contactPhone: string | null;
};

/** The debt or credit with its contact's name and phone; with `lock`, key-share held. */
export async function findReminderDebt(
  executor: Executor,
  businessId: string,
  debtId: string,
  lock = false,
): Promise<ReminderDebt | undefined> {
  const query = executor
    .select({
      id: debts.id,
      kind: debts.kind,
      status: debts.status,
      currency: debts.currency,
      amount: debts.amount,
      paid: debts.paid,
      dueDate: debts.dueDate,
      description: debts.description,
      reference: debts.reference,
      contactId: debts.contactId,
      contactName: contacts.name,
      contactPhone: contacts.phone,
    })
    .from(debts)
    .innerJoin(
      contacts,
      and(eq(contacts.businessId, debts.businessId), eq(contacts.id, debts.contactId)),
    )
    .where(and(eq(debts.businessId, businessId), eq(debts.id, debtId)));
  const [row] = lock ? await query.for('key share', { of: debts }) : await query;
  return row;
}

export async function insertWhatsappReminder(
  tx: Executor,
  values: { id: string; businessId: string; debtId: string; createdBy: string; createdAt: Date },
): Promise<void> {
  await tx.insert(debtReminders).values({ ...values, channel: 'whatsapp' });
}

/** A step of the ladder to claim: the debt, the due date it counts from, the step in days. */
export type LadderClaim = {
  id: string;
  businessId: string;
  debtId: string;
  dueDate: string;
  step: number;
  createdAt: Date;
};

/**
 * Claims the steps; answers the debt ids of those claimed here. A step claimed before, by this
 * or another process, is left alone (the ladder key refuses it, and a waiting insert sees the
 * other's commit): whoever claims a step is the only one to tell it.
 */
export async function claimLadderSteps(tx: Executor, claims: LadderClaim[]): Promise<string[]> {
  if (claims.length === 0) return [];
  const rows = await tx
    .insert(debtReminders)
    .values(claims.map((claim) => ({ ...claim, channel: 'ladder' })))
    .onConflictDoNothing({
      target: [debtReminders.debtId, debtReminders.dueDate, debtReminders.step],
      where: sql`channel = 'ladder'`,
    })
    .returning({ debtId: debtReminders.debtId });
  return rows.map((row) => row.debtId);
}

/** A debt or credit whose latest step of the ladder is due and not yet claimed. */
export type LadderCandidate = {
  id: string;
  business_id: string;
  kind: 'debt' | 'credit';
  currency: string;
  remaining: number;
  due_date: string;
  contact_name: string;
  /** Days from the due date to today in the business's time zone (−3 is three days before). */
  days: number;
  /** The latest step reached: the greatest of `steps` at most `days`. */
  step: number;
};

type Raw = Pick<Database, 'query'>;

/**
 * Open records with a due date whose latest step reached today (in each business's time zone) is
 * not yet claimed, nor any later step for the same due date; earlier steps missed are not
 * looked at. The first condition on `due_date` is the index's: no time zone is more than a day
 * ahead of UTC.
 */
export async function ladderCandidates(
  database: Raw,
  now: Date,
  steps: readonly number[],
  limit: number,
): Promise<LadderCandidate[]> {
  const ordered = [...steps].sort((a, b) => b - a);
  const first = Math.min(...steps);
  const latest = `case ${ordered.map((step) => `when t.days >= ${step} then ${step}`).join(' ')} end`;
  const rows = await database.query<
    Omit<LadderCandidate, 'remaining' | 'days' | 'step'> & {
      remaining: string | number;
      days: string | number;
      step: string | number;
    }
  >(
    `select d.id, d.business_id, d.kind, d.currency, d.amount - d.paid as remaining,
  d.due_date::text as due_date, c.name as contact_name, t.days, s.step
from debts d
join businesses b on b.id = d.business_id
join contacts c on c.business_id = d.business_id and c.id = d.contact_id
cross join lateral (select ($1::timestamptz at time zone b.timezone)::date - d.due_date as days) t
cross join lateral (select ${latest} as step) s
where d.status = 'open' and d.due_date is not null
  and d.due_date <= ($1::timestamptz at time zone 'UTC')::date + ${1 - first}
  and t.days >= ${first}
  and not exists (
    select 1 from debt_reminders r
    where r.debt_id = d.id and r.channel = 'ladder' and r.due_date = d.due_date and r.step >= s.step
  )
order by d.due_date, d.id
limit $2`,
    [now.toISOString(), limit],
  );
  return rows.map((row) => ({
    ...row,
    remaining: toMinorUnits(row.remaining),
    days: Number(row.days),
    step: Number(row.step),
  }));
}
