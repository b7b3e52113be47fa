/**
 * What the scheduler's `make-recurring-invoices` job does: for each active schedule due in its
 * own business's time zone, in one transaction with the schedule's row locked, make the invoice
 * of the latest occurrence due (one, however many were missed) and move the calendar on. A second
 * run, or a second leader, finds the calendar moved and makes nothing; the database refuses a
 * second invoice for the same occurrence anyway. A schedule that fails (its customer archived,
 * its template no longer computing) is paused with the reason, and the others go on. One held by
 * the plan's invoices a month stays as it is and is made on a later run, once the plan allows it
 * (an upgrade, or the next month).
 */
import { AppError, dueOccurrence, type Invoice, nextOccurrence } from '@usaha/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { recordActivity } from '../../lib/activity-log';
import type { Author } from '../../lib/actor';
import { addDays, businessToday } from '../../lib/business-date';
import { discountOf } from '../../lib/invoice-math';
import { moneyText } from '../../lib/money-text';
import { holdSubscriptions } from '../billing/billing.guards';
import type { BusinessSettingsService } from '../businesses/business-settings.service';
import type { InvoiceActions } from '../invoices/invoice-actions.service';
import type { InvoiceService } from '../invoices/invoices.service';
import type { Notifier } from '../notifications/notifier.types';
import { activeMembersWith } from '../team/members.service';
import {
  changeRecurring,
  dueCandidates,
  lockRecurring,
  type RecurringRow,
} from './recurring-invoices.repository';
import { recurrenceOf } from './recurring-rules';

/** The time zone furthest ahead (UTC+14): no business's today is later than its today. */
const FURTHEST_AHEAD = 'Pacific/Kiritimati';
const BATCH = 100;

export type MakeReport = { made: number; paused: number; ended: number; held: number };

type Made = { invoice: Invoice; author: Author; autoSend: boolean };
type Outcome = { made: Made } | { ended: true } | null;

export function createRecurringMaker(deps: {
  settings: Pick<BusinessSettingsService, 'invoicing'>;
  invoices: InvoiceService;
  actions: Pick<InvoiceActions, 'send'>;
  notifier: Notifier;
  /** Where a user's links point without a request of theirs (auth's `appUrlOfUser`). */
  appUrlOf: (userId: string | null) => Promise<string>;
}) {
  /** The invoice body of one occurrence: the template, dated on it, due after its due days. */
  function invoiceBody(row: RecurringRow, date: string) {
    return {
      contact_id: row.contactId,
      issue_date: date,
      ...(row.dueDays === null ? {} : { due_date: addDays(date, row.dueDays) }),
      prices_include_tax: row.pricesIncludeTax,
      lines: row.lines,
      discount: discountOf(row.discountType, row.discountValue),
      charge: row.charge,
      charge_label: row.chargeLabel,
      notes: row.notes,
      terms: row.terms,
      language: row.language === 'en' ? ('en' as const) : ('id' as const),
    };
  }

  async function makeOne(
    database: Database,
    candidate: { id: string; businessId: string },
    now: Date,
  ): Promise<Outcome> {
    const { businessId, id } = candidate;
    const settings = await deps.settings.invoicing(businessId);
    const today = businessToday(now, settings.timezone);
    return database.db.transaction(async (tx): Promise<Outcome> => {
      // Making the invoice checks the plan: its subscription is held before the schedule.
      await holdSubscriptions(tx, [businessId]);
      const row = await lockRecurring(tx, businessId, id);
      if (row?.status !== 'active') return null;
      const recurrence = recurrenceOf(row);
      const state = { nextIndex: row.nextIndex, made: row.madeCount };
      const due = dueOccurrence(recurrence, state, today);
      if (!due) {
        if (nextOccurrence(recurrence, state) !== null) return null;
        await changeRecurring(tx, businessId, id, { status: 'ended', nextDate: null });
        return { ended: true };
      }
      const author: Author = {
        businessId,
        timezone: settings.timezone,
        userId: row.createdBy,
        ip: null,
        userAgent: null,
        appUrl: null,
      };
      const invoice = await deps.invoices.createForSchedule(
        tx,
        author,
        invoiceBody(row, due.date),
        settings,
        { recurringInvoiceId: id, occurrenceDate: due.date },
      );
      const made = row.madeCount + 1;
      const nextDate = nextOccurrence(recurrence, { nextIndex: due.following, made });
      await changeRecurring(tx, businessId, id, {
        nextIndex: due.following,
        madeCount: made,
        lastDate: due.date,
        lastInvoiceId: invoice.id,
        nextDate,
        status: nextDate === null ? 'ended' : 'active',
      });
      return { made: { invoice, author, autoSend: row.autoSend } };
    });
  }

  /** Pauses a schedule that could not make its invoice, saying why; logged for its owners. */
  async function pauseFailed(
    database: Database,
    candidate: { id: string; businessId: string },
    error: unknown,
  ) {
    const reason =
      error instanceof AppError && (error.code === 'CONTACT_ARCHIVED' || error.code === 'NOT_FOUND')
        ? 'contact_archived'
        : 'failed';
    await database.db.transaction(async (tx) => {
      const row = await lockRecurring(tx, candidate.businessId, candidate.id);
      if (row?.status !== 'active') return;
      await changeRecurring(tx, candidate.businessId, candidate.id, {
        status: 'paused',
        pauseReason: reason,
      });
      await recordActivity(tx, {
        businessId: candidate.businessId,
        action: 'recurring_invoice.pause',
        entityType: 'recurring_invoice',
        entityId: candidate.id,
        after: { reason, code: error instanceof AppError ? error.code : 'INTERNAL_ERROR' },
      });
    });
  }

  /** After the commit: send it when the schedule says so, and tell the members who see invoices. */
  async function announce(database: Database, made: Made, log: FastifyBaseLogger) {
    let { invoice } = made;
    if (made.autoSend) {
      try {
        const channel = invoice.customer.email ? 'email' : 'none';
        // The customer's link points where the schedule's author last used the app.
        const appUrl = await deps.appUrlOf(made.author.userId);
        invoice = await deps.actions.send({ ...made.author, appUrl }, invoice.id, { channel });
      } catch (error) {
        log.error({ err: error, invoice_id: invoice.id }, 'recurring invoice not sent');
      }
    }
    const { businessId } = made.author;
    const members = await activeMembersWith(database.db, businessId, 'invoice.view');
    for (const userId of members) {
      await deps.notifier.notify({
        businessId,
        userId,
        type: 'recurring_invoice_made',
        data: {
          number: invoice.number,
          customer: invoice.customer.name,
          amount: moneyText(invoice.total, invoice.currency),
        },
        link: `/apps/invoice/${invoice.id}`,
      });
    }
  }

  return {
    async makeDue(
      database: Database,
      now: Date,
      context: { signal: AbortSignal; log: FastifyBaseLogger },
    ): Promise<MakeReport> {
      const report: MakeReport = { made: 0, paused: 0, ended: 0, held: 0 };
      const latest = businessToday(now, FURTHEST_AHEAD);
      let after: string | null = null;
      while (!context.signal.aborted) {
        const batch = await dueCandidates(database.db, latest, after, BATCH);
        for (const candidate of batch) {
          try {
            const outcome = await makeOne(database, candidate, now);
            if (outcome && 'made' in outcome) {
              report.made += 1;
              await announce(database, outcome.made, context.log);
            } else if (outcome) report.ended += 1;
          } catch (error) {
            // Another run made this occurrence's invoice first: nothing is left to do.
            if (isUniqueViolation(error, 'invoices_recurring_occurrence_key')) continue;
            // The plan's invoices this month are used up: tried again on the next run.
            if (error instanceof AppError && error.code === 'PLAN_LIMIT') {
              report.held += 1;
              continue;
            }
            context.log.warn(
              { err: error, recurring_invoice_id: candidate.id },
              'recurring invoice paused',
            );
            await pauseFailed(database, candidate, error);
            report.paused += 1;
          }
        }
        const last = batch.at(-1);
        if (batch.length < BATCH || !last) break;
        after = last.id;
      }
      return report;
    },
  };
}

export type RecurringMaker = ReturnType<typeof createRecurringMaker>;
